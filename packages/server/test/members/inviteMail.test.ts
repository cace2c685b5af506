import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, clubId, freshEmail, INVITE, useMembersWorld } from './membersWorld.js';

interface Received {
  from: string;
  to: string[];
  body: string;
}
const received: Received[] = [];

// A real SMTP server on a free port: the invite goes out over the wire.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let body = '';
    stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        body,
      });
      callback();
    });
  },
});

const port = await new Promise<number>((resolve) => {
  smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port));
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

useMembersWorld({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'Touchline <invites@harbour.example>',
  PUBLIC_URL: 'https://touchline.harbour.example',
});

beforeAll(() => {
  received.length = 0;
});

describe('inviting with an SMTP server', () => {
  it('e-mails the link in plain text', async () => {
    const email = freshEmail('mailed');
    type Invited = { inviteMember: { emailSent: boolean; invitePath: string } };
    const { inviteMember } = await ask<Invited>(INVITE, {
      input: { clubId, email, role: 'athlete' },
    });
    expect(inviteMember.emailSent).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('invites@harbour.example');
    expect(received[0]!.to).toEqual([email]);
    expect(received[0]!.body).toContain('Content-Type: text/plain');
    expect(received[0]!.body).toContain('Subject: Join Touchline FC on Touchline');
    expect(received[0]!.body.replace(/=\r?\n/g, '')).toContain(
      `https://touchline.harbour.example${inviteMember.invitePath}`,
    );
  });

  it('sends nothing for a link to hand over', async () => {
    type Invited = { inviteMember: { emailSent: boolean; outcome: string } };
    const { inviteMember } = await ask<Invited>(INVITE, { input: { clubId, role: 'staff' } });
    expect(inviteMember).toMatchObject({ emailSent: false, outcome: 'NO_EMAIL' });
    expect(received).toHaveLength(1);
  });
});
