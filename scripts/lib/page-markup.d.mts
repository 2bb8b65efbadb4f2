export function pageMarkup(html: string): string;
