/**
 * Separable Gaussian blur of a row-major grid, in place. The kernel is cut
 * at 3 sigma and normalised, and the grid is zero-padded: mass is preserved
 * except what spreads past the edges.
 */
export function blurGaussian(
  grid: Float64Array,
  widthCells: number,
  heightCells: number,
  sigmaCells: number,
): void {
  if (!(sigmaCells > 0) || grid.length === 0) return;
  const radius = Math.ceil(3 * sigmaCells);
  const kernel = new Float64Array(2 * radius + 1);
  let total = 0;
  for (let k = -radius; k <= radius; k++) {
    const w = Math.exp(-(k * k) / (2 * sigmaCells * sigmaCells));
    kernel[k + radius] = w;
    total += w;
  }
  for (let k = 0; k < kernel.length; k++) kernel[k] = (kernel[k] as number) / total;
  const line = new Float64Array(Math.max(widthCells, heightCells));
  // Rows: cells (c, r) at r x width + c, stride 1.
  for (let r = 0; r < heightCells; r++) {
    convolve(grid, r * widthCells, 1, widthCells, kernel, radius, line);
  }
  // Columns: stride width.
  for (let c = 0; c < widthCells; c++) {
    convolve(grid, c, widthCells, heightCells, kernel, radius, line);
  }
}

function convolve(
  grid: Float64Array,
  offset: number,
  stride: number,
  length: number,
  kernel: Float64Array,
  radius: number,
  line: Float64Array,
): void {
  for (let i = 0; i < length; i++) line[i] = grid[offset + i * stride] as number;
  for (let i = 0; i < length; i++) {
    const from = i - radius < 0 ? 0 : i - radius;
    const to = i + radius >= length ? length - 1 : i + radius;
    let sum = 0;
    for (let j = from; j <= to; j++)
      sum += (kernel[j - i + radius] as number) * (line[j] as number);
    grid[offset + i * stride] = sum;
  }
}
