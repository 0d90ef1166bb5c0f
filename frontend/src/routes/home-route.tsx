import { BrowseByState } from '@/features/home/components/browse-by-state';
import { DirectoryStats } from '@/features/home/components/directory-stats';
import { HomeHero } from '@/features/home/components/home-hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { PopularCities } from '@/features/home/components/popular-cities';
import { ShopTheRacks } from '@/features/home/components/shop-the-racks';

/** Home `/` (spec section 2): hero search, statistics, shop the racks, states, popular cities, how it works. */
export function HomeRoute() {
  return (
    <>
      <HomeHero />
      <DirectoryStats />
      <ShopTheRacks />
      <BrowseByState />
      <PopularCities />
      <HowItWorks />
    </>
  );
}
