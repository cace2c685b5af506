import { escapeHtml } from '../../auth/html.js';

/** A labelled input of a server-rendered form, with its value kept after a refusal. */
export function field(
  name: string,
  label: string,
  options: { type?: string; value?: string; autocomplete?: string; hint?: string } = {},
): string {
  const value = options.type === 'password' ? '' : (options.value ?? '');
  const hint = options.hint
    ? `<p class="hint" id="${name}-hint">${escapeHtml(options.hint)}</p>`
    : '';
  const described = options.hint ? ` aria-describedby="${name}-hint"` : '';
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete ?? 'off'}" required value="${escapeHtml(value)}"${described}>${hint}`;
}

/** A labelled select of a server-rendered form. */
export function select(
  name: string,
  label: string,
  choices: readonly { value: string; label: string }[],
  selected: string,
): string {
  const options = choices
    .map(
      (choice) =>
        `<option value="${escapeHtml(choice.value)}"${choice.value === selected ? ' selected' : ''}>${escapeHtml(choice.label)}</option>`,
    )
    .join('');
  return `<label for="${name}">${escapeHtml(label)}</label>
<select id="${name}" name="${name}">${options}</select>`;
}

/** What was wrong with the form, one line each (an empty live region when nothing). */
export function problems(messages: readonly string[]): string {
  if (messages.length === 0) return '<p class="error" role="alert" aria-live="polite"></p>';
  return `<ul class="errors" role="alert">${messages.map((message) => `<li>${escapeHtml(message)}</li>`).join('')}</ul>`;
}

export const csrfInput = (token: string) =>
  `<input type="hidden" name="csrf_token" value="${escapeHtml(token)}">`;

/** A page with one message and a way on (an unknown invite, a join link that no longer works). */
export function messageCard(title: string, message: string, link: { href: string; text: string }) {
  return `<div class="card"><h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p>
<p class="aside"><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p></div>`;
}
