/** The message of a refused export: `{ errors: [{ message }] }` or `{ error }`, else the status. */
export async function exportErrorMessage(response: Response): Promise<string> {
  const fallback = `The download failed (${response.status}${response.statusText ? ` ${response.statusText}` : ''}).`;
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      const { errors, error } = body as { errors?: unknown; error?: unknown };
      if (Array.isArray(errors)) {
        const first: unknown = errors[0];
        if (typeof first === 'object' && first !== null && 'message' in first) {
          if (typeof first.message === 'string' && first.message) return first.message;
        }
      }
      if (typeof error === 'string' && error) return error;
    }
  } catch {
    // Not JSON (a proxy's page, say): the status says enough.
  }
  return fallback;
}
