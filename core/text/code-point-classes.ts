/**
 * Classes of single code points, asked often by loops that read a text once (words, word edges): each answer is the
 * pattern's, worked out once per code point below 0x10000 and kept in a table.
 */

function createCodePointTest(pattern: RegExp): (code: number) => boolean {
  /** 0 not asked yet, 1 in the class, 2 not. */
  const known = new Uint8Array(0x10000);
  return (code) => {
    if (code > 0xffff) return pattern.test(String.fromCodePoint(code));
    let answer = known[code]!;
    if (answer === 0) {
      answer = pattern.test(String.fromCharCode(code)) ? 1 : 2;
      known[code] = answer;
    }
    return answer === 1;
  };
}

/** A letter or digit of any script: spec/GRADER.md's word edges, \p{L} or \p{N}. */
export const isLetterOrDigit = createCodePointTest(/^[\p{L}\p{N}]$/u);

/** What \s matches. */
export const isWhiteSpace = createCodePointTest(/^\s$/u);
