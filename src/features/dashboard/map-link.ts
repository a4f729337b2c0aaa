/**
 * A map search for a place's text. Russian couples use Yandex Maps; the search needs no coordinates,
 * so whatever the couple typed (a registry office's name, an address) finds the place.
 */
export function mapSearchUrl(place: string): string {
  return `https://yandex.ru/maps/?text=${encodeURIComponent(place.trim())}`;
}
