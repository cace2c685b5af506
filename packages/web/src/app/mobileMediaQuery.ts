/** Phones: width 768 px or less (docs/product/shell-and-sessions.md §9). */
export const MOBILE_MEDIA_QUERY = '(max-width:768px)';
