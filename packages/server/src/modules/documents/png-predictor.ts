// PDF streams compressed with FlateDecode may carry a PNG predictor (DecodeParms /Predictor 10–15):
// each row then starts with a filter-type byte and holds differences from the row or pixel before it.
// This undoes them, giving the plain samples back.

/** The samples of `rows` rows of `rowBytes` bytes, from predicted data; undefined when the data is malformed. */
export function undoPngPredictor(data: Uint8Array, rowBytes: number, bytesPerPixel: number, rows: number): Uint8Array | undefined {
  if (data.length < rows * (rowBytes + 1)) return undefined;
  const out = new Uint8Array(rows * rowBytes);
  for (let row = 0; row < rows; row += 1) {
    const filter = data[row * (rowBytes + 1)];
    const source = row * (rowBytes + 1) + 1;
    const target = row * rowBytes;
    for (let column = 0; column < rowBytes; column += 1) {
      const raw = data[source + column] ?? 0;
      const left = column >= bytesPerPixel ? (out[target + column - bytesPerPixel] ?? 0) : 0;
      const up = row > 0 ? (out[target - rowBytes + column] ?? 0) : 0;
      const upLeft = row > 0 && column >= bytesPerPixel ? (out[target - rowBytes + column - bytesPerPixel] ?? 0) : 0;
      let predicted: number;
      switch (filter) {
        case 0:
          predicted = 0;
          break;
        case 1:
          predicted = left;
          break;
        case 2:
          predicted = up;
          break;
        case 3:
          predicted = (left + up) >> 1;
          break;
        case 4:
          predicted = paeth(left, up, upLeft);
          break;
        default:
          return undefined;
      }
      out[target + column] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

/** The PNG specification's Paeth predictor: whichever neighbour is nearest to left + up - upLeft. */
function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}
