import type { ListingImage } from './Gallery';
import { CARD_SIZES, photoLoading, type PhotoPriority } from './photo';

// Cards keep a fixed 4:3 picture box, so the grid does not jump while images arrive; a photo whose size the API
// does not know is drawn in that box.
const CARD_IMAGE = { width: 400, height: 300 };

/** A result card's photo, sized and loaded by its place on the page (photo.ts). */
export function CardPhoto({ image, alt, priority }: { image: ListingImage; alt: string; priority: PhotoPriority }) {
  return (
    <img
      src={image.url}
      alt={alt}
      width={image.width || CARD_IMAGE.width}
      height={image.height || CARD_IMAGE.height}
      {...photoLoading({ priority, srcSet: image.srcSet, sizes: CARD_SIZES })}
    />
  );
}
