// Just enough of EXIF (a TIFF structure) to say which tags a photo carries: what the photo tests
// use to show the fixture really has a GPS position before proving the served files don't.

/** The tag ids in IFD0 and, when there is one, the GPS IFD. `exif` is sharp's `metadata().exif`. */
export function exifTags(exif: Buffer): { ifd0: number[]; gps: number[] } {
  const start = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0;
  const tiff = exif.subarray(start);
  const little = tiff.subarray(0, 2).toString("latin1") === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (offset: number) => {
    const count = u16(offset);
    return Array.from({ length: count }, (_, i) => ({ tag: u16(offset + 2 + i * 12), value: u32(offset + 2 + i * 12 + 8) }));
  };
  const ifd0 = entries(u32(4));
  const pointer = ifd0.find((entry) => entry.tag === GPS_INFO_TAG);
  return { ifd0: ifd0.map((e) => e.tag), gps: pointer ? entries(pointer.value).map((e) => e.tag) : [] };
}

/** IFD0's pointer to the GPS IFD. */
export const GPS_INFO_TAG = 0x8825;
/** GPSLatitude, in the GPS IFD. */
export const GPS_LATITUDE_TAG = 0x0002;
