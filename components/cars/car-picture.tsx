/**
 * The car's photo when the rental company sends one, else a side view of a car or a van in the brand's colour: rental
 * lists are scanned by picture first, and the sandbox's cars have no photos.
 */
export function CarPicture({ imageUrl, vehicleType, name }: { imageUrl: string | null; vehicleType: string; name: string }) {
  if (imageUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- suppliers' photos come from their own hosts, any size
    return <img src={imageUrl} alt={name} className="h-16 w-28 shrink-0 object-contain sm:h-20 sm:w-36" />;
  }
  const van = /van|bus/.test(vehicleType);
  return (
    <svg viewBox="0 0 120 48" aria-hidden className="h-16 w-28 shrink-0 text-brand sm:h-20 sm:w-36 rtl:-scale-x-100" data-testid="car-picture">
      {van ? (
        <>
          <path d="M6 36V14q0-8 8-8h74q6 0 10 6l14 14q2 2 2 6v4Z" fill="currentColor" />
          <path d="M14 12h18v10H14Zm22 0h18v10H36Zm22 0h18v10H58Zm22 0h8q3 0 5 3l6 7H80Z" fill="white" opacity=".75" />
        </>
      ) : (
        <>
          <path d="M6 36v-9q2-5 12-6l16-2 12-10q4-3 10-3h24q6 0 10 4l10 9 8 2q6 2 6 7v8Z" fill="currentColor" />
          <path d="M40 19l9-8q2-2 6-2h11v10Zm30-10h10q4 0 7 3l7 7H70Z" fill="white" opacity=".75" />
        </>
      )}
      <circle cx="30" cy="37" r="8" fill="#1e293b" />
      <circle cx="92" cy="37" r="8" fill="#1e293b" />
      <circle cx="30" cy="37" r="3" fill="white" />
      <circle cx="92" cy="37" r="3" fill="white" />
    </svg>
  );
}
