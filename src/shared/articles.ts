/**
 * "an Admin", "an Editor", "a Writer", "a User": the article goes by the sound of the
 * next word. A leading a, e, i or o is a vowel sound; a leading u, as in "User", is
 * read "you" and takes "a".
 */
export function withArticle(word: string): string {
  return `${/^[aeio]/i.test(word) ? "an" : "a"} ${word}`;
}
