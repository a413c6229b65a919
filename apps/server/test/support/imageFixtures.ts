import sharp from 'sharp';

/** A small picture in the given format, with a gradient so that it is not trivially compressible. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  width = 64,
  height = 48,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) {
    pixels[index * 3] = (index * 7) % 256;
    pixels[index * 3 + 1] = (index * 3) % 256;
    pixels[index * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A phone photo: a JPEG whose EXIF carries a GPS position (a resident's home) and an XMP block. */
export async function makeJpegWithGps(): Promise<Buffer> {
  return sharp(await makeImage('jpeg'))
    .withExif({
      IFD0: { Make: 'Celular', Model: 'Modelo X', ImageDescription: 'casa da maria' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 5678/100',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>Rua das Flores 10</rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .jpeg()
    .toBuffer();
}

/** An HTML page appended after an image's last byte: what a polyglot upload looks like. */
export const htmlTail = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
