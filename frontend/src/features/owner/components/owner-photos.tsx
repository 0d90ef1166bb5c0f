import { OWNER_PHOTO_LIMIT, OWNER_PHOTO_MAX_BYTES, OWNER_PHOTO_TYPES, type OwnerListing } from '@contracts/contributions.contract';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, Spinner } from '@/components/ui/form-field';
import { ownerPhotoAlt } from '@/features/stores';
import { failureMessage } from '@/lib/api-client';
import { useAddOwnerPhoto } from '../api/add-owner-photo';
import { useRemoveOwnerPhoto } from '../api/remove-owner-photo';

/** "5 MB", "6.2 MB": a size in bytes, as the forms tell it. */
export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

/** Why a file cannot be a photo of the listing, before it is sent; null when it may be. */
export function photoProblem(file: File, photoCount: number): string | null {
  if (photoCount >= OWNER_PHOTO_LIMIT) return `A store has at most ${OWNER_PHOTO_LIMIT} photos: remove one first.`;
  if (!(OWNER_PHOTO_TYPES as readonly string[]).includes(file.type)) return `“${file.name}” is not a JPEG, PNG or WebP image.`;
  if (file.size > OWNER_PHOTO_MAX_BYTES)
    return `“${file.name}” is ${megabytes(file.size)}: a photo may be at most ${megabytes(OWNER_PHOTO_MAX_BYTES)}.`;
  return null;
}

/**
 * The listing's photos: each with its remove button, and a file picker that uploads the photo
 * chosen at once (`POST /api/owner/listing/photos`). A file of the wrong kind or size is refused
 * here, with the reason, before anything is sent; the server's refusals show its message.
 */
export function OwnerPhotos({ listing }: { listing: OwnerListing }) {
  const add = useAddOwnerPhoto();
  const remove = useRemoveOwnerPhoto();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const { photos, store } = listing;
  const full = photos.length >= OWNER_PHOTO_LIMIT;

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setAlert(null);
    setStatus('');
    const problem = photoProblem(file, photos.length);
    if (problem) {
      setAlert(problem);
      event.target.value = '';
      return;
    }
    setStatus(`Uploading ${file.name}…`);
    add.mutate(file, {
      onSuccess: () => setStatus('Photo added.'),
      onError: (failure) => {
        setStatus('');
        setAlert(failureMessage(failure, 'We could not add the photo.'));
      },
      onSettled: () => {
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  const removePhoto = (id: number, number: number) => {
    setAlert(null);
    setStatus(`Removing photo ${number}…`);
    remove.mutate(id, {
      onSuccess: () => {
        setStatus(`Photo ${number} removed.`);
        // Its button has gone: the focus goes back to the section's heading.
        headingRef.current?.focus();
      },
      onError: (failure) => {
        setStatus('');
        setAlert(failureMessage(failure, 'We could not remove the photo.'));
      },
    });
  };

  return (
    <section aria-labelledby="owner-photos-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="owner-photos-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight text-stone-900">
        Photos
      </h2>
      <p className="mt-1 text-stone-700">
        Up to {OWNER_PHOTO_LIMIT} photos. The first is your store page’s main picture; the others show in its gallery.
      </p>

      {photos.length > 0 ? (
        <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="overflow-hidden rounded-xl border border-stone-200 bg-stone-50">
              <img
                src={photo.url}
                alt={ownerPhotoAlt(store.businessName, index)}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full bg-orange-100 object-cover"
              />
              <div className="flex flex-wrap items-center justify-between gap-2 p-2">
                <span className="text-sm text-stone-700">{index === 0 ? 'Main picture' : `Photo ${index + 1}`}</span>
                <Button
                  variant="secondary"
                  size="xs"
                  aria-disabled={remove.isPending || undefined}
                  onClick={() => !remove.isPending && removePhoto(photo.id, index + 1)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Remove<span className="sr-only"> photo {index + 1}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 p-5 text-stone-700">
          No photos yet: your store page shows a drawn picture of the store until you add one.
        </p>
      )}

      <div className="mt-6">
        <label htmlFor={inputId} className="block font-semibold text-stone-900">
          Add a photo
        </label>
        <p id={hintId} className="mt-0.5 text-sm text-stone-600">
          {full
            ? `You have ${OWNER_PHOTO_LIMIT} photos, the most a store may have: remove one to add another.`
            : `A JPEG, PNG or WebP image of at most ${megabytes(OWNER_PHOTO_MAX_BYTES)}. It is added as soon as you choose it.`}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <ImagePlus className="size-6 shrink-0 text-orange-800" aria-hidden="true" />
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            name="photo"
            accept={OWNER_PHOTO_TYPES.join(',')}
            disabled={full || add.isPending}
            aria-describedby={hintId}
            onChange={upload}
            className="max-w-full text-stone-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-800 hover:file:border-orange-800 disabled:opacity-60"
          />
        </div>
      </div>
      <p role="status" className="mt-3 flex items-center gap-2 text-stone-700 empty:mt-0">
        {add.isPending && <Spinner />}
        {status}
      </p>
      <FormAlert message={alert} className="mt-3" />
    </section>
  );
}
