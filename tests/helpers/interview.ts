// Where an ask_user_rich interview's JSON API lives, from the link the tool returned.

/**
 * The API base of the interview at `url` (a link `…/s/<id>` ask_user_rich returned): `…/api/s/<id>`, to
 * which `/state`, `/submit` and the other routes of runtime/ask-user-rich/http.ts (its header lists them) are appended.
 */
export const apiOf = (url: string): string => url.replace("/s/", "/api/s/");
