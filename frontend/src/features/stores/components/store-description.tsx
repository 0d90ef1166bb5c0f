/** Sentences end at '.', '!' or '?' followed by white space; the rest of the text is the last sentence. */
function splitSentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?]["')\]]?)\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** The text as paragraphs of `size` sentences each (the spec's store cards use three). */
export function splitIntoParagraphs(text: string, size = 3): string[] {
  const sentences = splitSentences(text);
  const paragraphs: string[] = [];
  for (let index = 0; index < sentences.length; index += size) {
    paragraphs.push(sentences.slice(index, index + size).join(' '));
  }
  return paragraphs;
}

/** A store's description, three sentences to a paragraph. Nothing when it has none. */
export function StoreDescription({ text, className = '' }: { text: string | null; className?: string }) {
  if (!text?.trim()) return null;
  return (
    <div className={`space-y-3 leading-relaxed text-pretty text-stone-700 ${className}`}>
      {splitIntoParagraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
