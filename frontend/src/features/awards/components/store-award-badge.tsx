import { badgeImagePath, STORE_PAGE_BADGE_PX } from '@contracts/awards.contract';
import { useAwardCheck } from '../api/check-award';

/**
 * The award badge of a store page: shown only when the award check says awarded, never while it
 * loads or when it fails (spec). 70 px on phones, 100 px from tablets up; the SVG stays sharp at both.
 */
export function StoreAwardBadge({ storeId }: { storeId: number }) {
  const check = useAwardCheck(storeId);
  if (!check.data?.isAwarded || check.data.awardYear === null) return null;
  return (
    <img
      src={badgeImagePath(check.data.awardYear)}
      alt={check.data.awardTitle ?? ''}
      width={STORE_PAGE_BADGE_PX.medium}
      height={STORE_PAGE_BADGE_PX.medium}
      data-testid="award-badge"
      className="size-[70px] shrink-0 md:size-[100px]"
    />
  );
}
