// A count with its noun for the product's own messages: '1 row', '2,500 rows', '3 repeats'.
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
