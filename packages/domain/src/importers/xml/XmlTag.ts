const decoder = new TextDecoder();

/**
 * A start tag as the XML scanner found it, reused from tag to tag so that
 * scanning allocates nothing per element. Byte ranges index `bytes` and are
 * valid only during the handler call.
 */
export class XmlTag {
  bytes: Uint8Array = new Uint8Array(0);
  /** The name without its namespace prefix: `hr` for `gpxtpx:hr`. */
  localName = '';
  /** Where the attributes are: from after the name to before `>` or `/>`. */
  attributesStart = 0;
  attributesEnd = 0;
  selfClosing = false;
  line = 0;

  /**
   * The value range `[start, end)` of the attribute with this local name, or
   * undefined. Entities are not decoded: callers read numbers, not prose.
   */
  attribute(name: string): [number, number] | undefined {
    const b = this.bytes;
    let i = this.attributesStart;
    const end = this.attributesEnd;
    while (i < end) {
      while (i < end && isSpace(b[i])) i++;
      const nameStart = i;
      while (i < end && b[i] !== 61 /* = */ && !isSpace(b[i])) i++;
      const nameEnd = i;
      while (i < end && isSpace(b[i])) i++;
      if (i >= end || b[i] !== 61) return undefined;
      i++;
      while (i < end && isSpace(b[i])) i++;
      const quote = b[i];
      if (quote !== 34 && quote !== 39) return undefined;
      const valueStart = i + 1;
      const valueEnd = b.indexOf(quote, valueStart);
      if (valueEnd < 0 || valueEnd > end) return undefined;
      if (localNameEquals(b, nameStart, nameEnd, name)) return [valueStart, valueEnd];
      i = valueEnd + 1;
    }
    return undefined;
  }

  /** The attribute's value as text (for messages). */
  attributeText(name: string): string | undefined {
    const range = this.attribute(name);
    return range === undefined ? undefined : decoder.decode(this.bytes.subarray(...range));
  }
}

export function isSpace(byte: number | undefined): boolean {
  return byte === 32 || byte === 10 || byte === 13 || byte === 9;
}

/** Whether `[start, end)` is `name`, with or without a namespace prefix. */
function localNameEquals(b: Uint8Array, start: number, end: number, name: string): boolean {
  let from = start;
  for (let i = end - 1; i >= start; i--) {
    if (b[i] === 58 /* : */) {
      from = i + 1;
      break;
    }
  }
  if (end - from !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (b[from + i] !== name.charCodeAt(i)) return false;
  return true;
}
