/** What the printed report holds (docs/product/reporting.md §2 Print). */
export interface PrintPageContent {
  title: string;
  /** yyyy-MM-dd. */
  startDate: string;
  endDate: string;
  charts: readonly { title: string; imageUrl: string }[];
}

/** docs/product/reporting.md §9: every chart from index 2 at an even index starts a new page (two charts a page). */
export function startsPrintedPage(index: number): boolean {
  return index >= 2 && index % 2 === 0;
}

const PRINT_STYLE = `
  @page { margin: 12mm; }
  body { font-family: system-ui, sans-serif; color: #1b2733; margin: 0; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .range { color: #5b6b7c; margin: 0 0 16px; }
  .chart { margin: 0 0 16px; }
  .chart h2 { font-size: 15px; margin: 0 0 6px; }
  .chart img { width: 100%; height: auto; display: block; }
  .page-break { break-before: page; page-break-before: always; }
`;

/**
 * Writes the print page into a document (the hidden frame's): the report's
 * title, 'yyyy-MM-dd to yyyy-MM-dd', then every chart's title and image.
 * Text goes in as text, never as markup.
 */
export function buildPrintPage(document: Document, content: PrintPageContent): void {
  const style = document.createElement('style');
  style.textContent = PRINT_STYLE;
  document.head.replaceChildren(style);
  document.title = content.title;

  const heading = document.createElement('h1');
  heading.textContent = content.title;
  const range = document.createElement('p');
  range.className = 'range';
  range.textContent = `${content.startDate} to ${content.endDate}`;

  const charts = content.charts.map((chart, index) => {
    const section = document.createElement('section');
    section.className = startsPrintedPage(index) ? 'chart page-break' : 'chart';
    const title = document.createElement('h2');
    title.textContent = chart.title;
    const image = document.createElement('img');
    image.src = chart.imageUrl;
    image.alt = chart.title;
    section.append(title, image);
    return section;
  });
  document.body.replaceChildren(heading, range, ...charts);
}
