import { splitIntoParagraphs } from '@contracts/paragraphs';

/** A store's description or About text, three sentences to a paragraph. Nothing when it has none. */
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
