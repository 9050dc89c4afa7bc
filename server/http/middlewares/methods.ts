import type { Middleware } from "../middleware";
import { sendPlain } from "../responses";

/** Methods the application may see; others (TRACE, PROPFIND, …) cannot even become a fetch Request. */
const APP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Methods a page (or a form on it) answers; the JSON APIs route their own. */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);

/** The JSON APIs that answer other methods themselves: the legacy API and the back office's resource routes. */
const API_PATH = /^\/(?:(?:laravel_website\/)?api|admin\/api)\//;

const refuse = (res: Parameters<Middleware["handle"]>[1], headers: Record<string, string>) => {
  res.setHeader("Allow", "GET, HEAD, POST");
  sendPlain(res, 405, "Method not allowed", headers);
};

/** A method no part of the site takes is a 405, before anything reads the request further. */
export function knownMethods(headers: Record<string, string>): Middleware {
  return {
    name: "known-methods",
    handle(req, res) {
      if (APP_METHODS.has(req.method!)) return false;
      refuse(res, headers);
      return true;
    },
  };
}

/**
 * Pages take GET, HEAD and POST (forms); the JSON APIs answer other methods themselves.
 * Anything else is a 405 here, so React Router never logs it as a server error.
 */
export function pageMethods(headers: Record<string, string>): Middleware {
  return {
    name: "page-methods",
    handle(req, res) {
      if (PAGE_METHODS.has(req.method!) || API_PATH.test(req.url!)) return false;
      refuse(res, headers);
      return true;
    },
  };
}
