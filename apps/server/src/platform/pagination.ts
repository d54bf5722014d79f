/** The paginated envelope of spec 2 §3 (data, current_page, last_page, per_page, total, from, to). */
export function pageEnvelope<T>(data: T[], total: number, page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from: data.length > 0 ? offset + 1 : null,
    to: data.length > 0 ? offset + data.length : null,
  };
}
