/** What the charts' PDF holds (docs/product/reporting.md §2). */
export interface ChartsPdfContent {
  /** The dataset's title. */
  title: string;
  /** yyyy-MM-dd. */
  startsAt: string;
  endsAt: string;
  charts: readonly { title: string; pngDataUrl: string; width: number; height: number }[];
}

// A4 landscape, in millimetres.
const PAGE = { width: 297, height: 210, margin: 12 };

/**
 * The charts as a PDF: A4 landscape, one chart a page, each page headed by
 * the dataset's title and 'yyyy-MM-dd to yyyy-MM-dd' (docs/product/reporting.md §9), then the
 * chart's title and picture, as wide as the page allows. jsPDF is loaded
 * when asked for: the route's first chunk does without it.
 */
export async function chartsPdf(content: ChartsPdfContent): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: true });
  pdf.setProperties({ title: content.title });
  const range = `${content.startsAt} to ${content.endsAt}`;
  const width = PAGE.width - 2 * PAGE.margin;
  content.charts.forEach((chart, index) => {
    if (index > 0) pdf.addPage();
    let top = PAGE.margin + 6;
    pdf.setFont('helvetica', 'bold').setFontSize(16).setTextColor('#1b2733');
    pdf.text(content.title, PAGE.margin, top);
    top += 7;
    pdf.setFont('helvetica', 'normal').setFontSize(11).setTextColor('#5b6b7c');
    pdf.text(range, PAGE.margin, top);
    top += 12;
    pdf.setFont('helvetica', 'bold').setFontSize(13).setTextColor('#1b2733');
    pdf.text(chart.title, PAGE.margin, top);
    top += 5;
    const room = PAGE.height - PAGE.margin - top;
    const scale = Math.min(width / chart.width, room / chart.height);
    pdf.addImage(
      chart.pngDataUrl,
      'PNG',
      PAGE.margin,
      top,
      chart.width * scale,
      chart.height * scale,
    );
  });
  return pdf.output('arraybuffer');
}
