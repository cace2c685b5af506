import { sendMail } from '../../mail/sendMail.js';
import type { GraphQLContext } from '../../context.js';
import type { InviteRow } from './memberRows.js';

/**
 * E-mails an invite's link when the server has an SMTP server (SMTP_URL):
 * plain text, from MAIL_FROM. Answers whether it went out; a failure to
 * send is logged by the caller's answer (the link is still shown to copy).
 */
export async function sendInvite(
  ctx: GraphQLContext,
  invite: InviteRow,
  path: string,
): Promise<boolean> {
  const mail = ctx.mail;
  if (!mail?.smtpUrl || !invite.email) return false;
  const club = await ctx.loaders.clubById.load(invite.clubId);
  const link = new URL(path, mail.publicUrl).href;
  try {
    return await sendMail(mail, {
      to: invite.email,
      subject: `Join ${club?.name ?? 'your club'} on Touchline`,
      text: [
        `You are invited to join ${club?.name ?? 'a club'} on Touchline as ${invite.role}.`,
        '',
        `Open this link to sign up or sign in and join: ${link}`,
        '',
        `The link works once, until ${invite.expiresAt.toUTCString()}.`,
      ].join('\n'),
    });
  } catch {
    return false;
  }
}
