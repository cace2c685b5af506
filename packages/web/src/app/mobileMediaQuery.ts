/** Phones: width 768 px or less (docs/product/shell-and-sessions.md §9). */
export const MOBILE_MEDIA_QUERY = '(max-width:768px)';

/** A phone held upright: the sidebar starts collapsed (docs/product/athlete-app.md §1). */
export const PHONE_MEDIA_QUERY = '(max-width:600px)';
