import { getNullableType, isListType, isObjectType, type GraphQLOutputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InvalidInputError } from '../src/errors/InvalidInputError.js';
import { failureIssues, payloadErrorsOf } from '../src/errors/mutationOutcome.js';
import { TouchlineError } from '../src/errors/TouchlineError.js';
import { buildSchema } from '../src/graphql/schema.js';

// A report's attributes as docs/product/reporting.md §5 states them: a name is required, a range runs forwards.
const reportAttributes = z
  .object({
    title: z.string().trim().min(1, 'Report name is required'),
    startDate: z.iso.date('Start date must be a date'),
    endDate: z.iso.date('End date must be a date'),
    chartIds: z
      .array(z.uuid('Each chart must be a chart id'))
      .max(30, 'A report holds at most 30 charts'),
  })
  .refine((report) => report.startDate <= report.endDate, {
    message: 'Start date must be before end date.',
    path: ['endDate'],
  });

/** A failure as a payload's errors, under the argument it concerns. */
const mutationErrorsOf = (failure: unknown, argument?: string) =>
  payloadErrorsOf(failureIssues(failure, argument === undefined ? [] : [argument]));

describe('the mutation outcome rule', () => {
  it('gives one entry per place, under the argument, in the order first met', () => {
    const parsed = reportAttributes.safeParse({
      title: '  ',
      startDate: '1st of November',
      endDate: '2026-11-01',
      chartIds: ['00000000-0000-4000-8000-000000000000', 'chart two'],
    });
    expect(parsed.success).toBe(false);
    expect(mutationErrorsOf(parsed.error, 'attributes')).toEqual([
      { path: ['attributes', 'title'], fullMessages: ['Report name is required'] },
      { path: ['attributes', 'startDate'], fullMessages: ['Start date must be a date'] },
      { path: ['attributes', 'chartIds', '1'], fullMessages: ['Each chart must be a chart id'] },
    ]);
  });

  it('gathers every message for one place', () => {
    const title = z.object({
      title: z
        .string()
        .min(3, 'Title is too short')
        .regex(/^[A-Z]/, 'Title starts with a capital'),
    });
    const parsed = title.safeParse({ title: 'x' });
    expect(mutationErrorsOf(parsed.error)).toEqual([
      { path: ['title'], fullMessages: ['Title is too short', 'Title starts with a capital'] },
    ]);
  });

  it('names the field a rule across fields points at', () => {
    const parsed = reportAttributes.safeParse({
      title: 'Week 46',
      startDate: '2026-11-14',
      endDate: '2026-11-07',
      chartIds: [],
    });
    expect(mutationErrorsOf(parsed.error, 'attributes')).toEqual([
      { path: ['attributes', 'endDate'], fullMessages: ['Start date must be before end date.'] },
    ]);
  });

  it("answers a service's input refusal for the input as a whole", () => {
    expect(
      mutationErrorsOf(new InvalidInputError('A report holds at most 30 charts'), 'attributes'),
    ).toEqual([{ path: ['attributes'], fullMessages: ['A report holds at most 30 charts'] }]);
  });

  it('answers in the payload an id the person cannot reach, and a refusal', () => {
    expect(mutationErrorsOf(new TouchlineError('REPORT_NOT_FOUND'), 'id')).toEqual([
      { path: ['id'], fullMessages: ['Report not found'] },
    ]);
    const refused = new TouchlineError('FORBIDDEN', 'Only club staff can create reports');
    expect(mutationErrorsOf(refused, 'attributes')).toEqual([
      { path: ['attributes'], fullMessages: ['Only club staff can create reports'] },
    ]);
  });

  it('throws what no change of the input fixes, to be answered as a GraphQL error', () => {
    const signedOut = new TouchlineError('UNAUTHENTICATED');
    expect(() => mutationErrorsOf(signedOut)).toThrow(signedOut);
    const ours = new Error('connection reset');
    expect(() => mutationErrorsOf(ours)).toThrow(ours);
  });
});

describe('the MutationError type', () => {
  const fieldType = (type: GraphQLOutputType) => {
    const nullable = getNullableType(type);
    return isListType(nullable)
      ? `[${String(getNullableType(nullable.ofType))}]`
      : String(nullable);
  };

  it('is in the schema, for payloads to answer errors { path fullMessages }', () => {
    const type = buildSchema().getType('MutationError');
    expect(isObjectType(type)).toBe(true);
    if (!isObjectType(type)) return;
    const fields = Object.values(type.getFields()).map((field) => [
      field.name,
      fieldType(field.type),
      String(field.type),
    ]);
    expect(fields).toEqual([
      ['path', '[String]', '[String!]!'],
      ['fullMessages', '[String]', '[String!]!'],
    ]);
  });
});
