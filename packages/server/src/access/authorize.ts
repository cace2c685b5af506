import type { PermissionAction } from '@touchline/domain';
import type { Access } from './Access.js';
import { refusalOf } from './refusals.js';
import type { Subject } from './Subject.js';

/**
 * The one access check: the object, when the policy permits the action on
 * it. Someone who may not even see the object's club gets the answer of an
 * id that does not exist (a foreign id learns nothing); a member who may see
 * it but not do this gets FORBIDDEN with the refusal's text.
 */
export async function authorize<Row>(
  access: Access,
  action: PermissionAction,
  subject: Subject<Row>,
): Promise<Row> {
  const row = await subject.find(access);
  if (row == null) throw (subject.notFound ?? unfindable)();
  const facts = subject.factsOf(row);
  if (await access.can(action, subject.type, facts)) return row;
  if (subject.notFound) {
    const visible =
      facts.clubId === undefined
        ? await access.can('Show', subject.type, facts)
        : await access.can('Show', 'Club', { clubId: facts.clubId });
    if (!visible) throw subject.notFound();
  }
  throw refusalOf(action, subject.type);
}

function unfindable(): Error {
  return new Error('A subject without a not-found answer could not be found');
}
