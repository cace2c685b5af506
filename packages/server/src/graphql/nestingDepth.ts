/**
 * How deeply a JSON text or a GraphQL document nests its brackets ({ [ and,
 * for GraphQL, ( too), outside strings (and, for GraphQL, comments), counted
 * in one pass without parsing: a cheap look before any recursive reader
 * (graphql-js's parser, JSON.stringify, PostgreSQL's jsonb) meets the text.
 */
export function nestingDepth(text: string, { graphql = false } = {}): number {
  let depth = 0;
  let deepest = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (char === 0x22 /* " */) {
      // A block string ("""…""") ends at the next unescaped """; a string at the next ".
      const block = graphql && text.startsWith('"""', at);
      at = block ? endOfBlockString(text, at + 3) : endOfString(text, at + 1);
    } else if (graphql && char === 0x23 /* # */) {
      const end = text.indexOf('\n', at);
      at = end < 0 ? text.length : end;
    } else if (char === 0x7b || char === 0x5b || (graphql && char === 0x28)) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d || char === 0x5d || (graphql && char === 0x29)) {
      depth -= 1;
    }
  }
  return deepest;
}

function endOfString(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (char === 0x5c /* \ */) at += 1;
    else if (char === 0x22) return at;
  }
  return text.length;
}

function endOfBlockString(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    if (text.startsWith('\\"""', at)) at += 3;
    else if (text.startsWith('"""', at)) return at + 2;
  }
  return text.length;
}
