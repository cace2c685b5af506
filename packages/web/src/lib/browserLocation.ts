/** Full-page navigation, behind one seam so tests can observe it. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
