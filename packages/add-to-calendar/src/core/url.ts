/**
 * True when an address contains '..' as a path segment, also when it is percent-encoded (once or twice)
 * or written with backslashes: `../`, `..\`, `%2e%2e%2f`, `%252e%252e/`. Such addresses are refused
 * (spec, section 5) because a host page might resolve them against its own paths.
 */
export function isPathTraversal(value: string): boolean {
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    if (/(?:^|[\\/])\.\.(?:[\\/]|$)/.test(current)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // Malformed escapes: still catch the encoded dot pairs directly.
      return /%2e%2e/i.test(current);
    }
    if (decoded === current) return false;
    current = decoded;
  }
  return /(?:^|[\\/])\.\.(?:[\\/]|$)/.test(current) || /%2e/i.test(current);
}
