import { formatCount } from '@contracts/page-head';
import { ListIcon } from '@/components/ui/list-icon';

/** '170 reviews' after a star, or 'No reviews yet'. */
export function ReviewCount({ count, className = '' }: { count: number | null; className?: string }) {
  return (
    <p className={`inline-flex items-center gap-1.5 ${className}`}>
      <ListIcon name="star" className="size-4 shrink-0 text-amber-500" />
      {count === null ? 'No reviews yet' : `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`}
    </p>
  );
}
