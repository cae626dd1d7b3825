// Work order numbers as people read and type them: 123 is shown "WO-123", and a search for
// "WO-123", "wo 123", "#123" or "123" means that work order.

export const WORK_ORDER_NUMBER_PREFIX = "WO-";

export function formatWorkOrderNumber(number: number): string {
  return `${WORK_ORDER_NUMBER_PREFIX}${number}`;
}

const NUMBER_TEXT = /^(?:wo)?[\s#-]*0*(\d{1,15})$/i;

/** The number a text names ("WO-123", "wo 123", "#123", "123"), or null when it names none. */
export function parseWorkOrderNumber(text: string): number | null {
  const match = NUMBER_TEXT.exec(text.trim());
  if (!match) return null;
  const number = Number(match[1]);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}
