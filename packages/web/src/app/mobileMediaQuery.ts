/** Phones: width 768 px or less (spec 01 §9). */
export const MOBILE_MEDIA_QUERY = '(max-width:768px)';
