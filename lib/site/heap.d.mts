export function keepHeapSmall(): void;
