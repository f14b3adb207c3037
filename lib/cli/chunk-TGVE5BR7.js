#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  StrataError
} from "./chunk-VWF6XKUM.js";
import {
  __commonJS,
  __toESM
} from "./chunk-OL7NSBRQ.js";

// node_modules/whatwg-fetch/dist/fetch.umd.js
var require_fetch_umd = __commonJS({
  "node_modules/whatwg-fetch/dist/fetch.umd.js"(exports, module) {
    (function(global2, factory) {
      typeof exports == "object" && typeof module < "u" ? factory(exports) : typeof define == "function" && define.amd ? define(["exports"], factory) : factory(global2.WHATWGFetch = {});
    })(exports, (function(exports2) {
      "use strict";
      var g = typeof globalThis < "u" && globalThis || typeof self < "u" && self || // eslint-disable-next-line no-undef
      typeof global < "u" && global || {}, support = {
        searchParams: "URLSearchParams" in g,
        iterable: "Symbol" in g && "iterator" in Symbol,
        blob: "FileReader" in g && "Blob" in g && (function() {
          try {
            return new Blob(), !0;
          } catch {
            return !1;
          }
        })(),
        formData: "FormData" in g,
        arrayBuffer: "ArrayBuffer" in g
      };
      function isDataView(obj) {
        return obj && DataView.prototype.isPrototypeOf(obj);
      }
      if (support.arrayBuffer)
        var viewClasses = [
          "[object Int8Array]",
          "[object Uint8Array]",
          "[object Uint8ClampedArray]",
          "[object Int16Array]",
          "[object Uint16Array]",
          "[object Int32Array]",
          "[object Uint32Array]",
          "[object Float32Array]",
          "[object Float64Array]"
        ], isArrayBufferView = ArrayBuffer.isView || function(obj) {
          return obj && viewClasses.indexOf(Object.prototype.toString.call(obj)) > -1;
        };
      function normalizeName(name) {
        if (typeof name != "string" && (name = String(name)), /[^a-z0-9\-#$%&'*+.^_`|~!]/i.test(name) || name === "")
          throw new TypeError('Invalid character in header field name: "' + name + '"');
        return name.toLowerCase();
      }
      function normalizeValue(value) {
        return typeof value != "string" && (value = String(value)), value;
      }
      function iteratorFor(items) {
        var iterator = {
          next: function() {
            var value = items.shift();
            return { done: value === void 0, value };
          }
        };
        return support.iterable && (iterator[Symbol.iterator] = function() {
          return iterator;
        }), iterator;
      }
      function Headers2(headers) {
        this.map = {}, headers instanceof Headers2 ? headers.forEach(function(value, name) {
          this.append(name, value);
        }, this) : Array.isArray(headers) ? headers.forEach(function(header) {
          if (header.length != 2)
            throw new TypeError("Headers constructor: expected name/value pair to be length 2, found" + header.length);
          this.append(header[0], header[1]);
        }, this) : headers && Object.getOwnPropertyNames(headers).forEach(function(name) {
          this.append(name, headers[name]);
        }, this);
      }
      Headers2.prototype.append = function(name, value) {
        name = normalizeName(name), value = normalizeValue(value);
        var oldValue = this.map[name];
        this.map[name] = oldValue ? oldValue + ", " + value : value;
      }, Headers2.prototype.delete = function(name) {
        delete this.map[normalizeName(name)];
      }, Headers2.prototype.get = function(name) {
        return name = normalizeName(name), this.has(name) ? this.map[name] : null;
      }, Headers2.prototype.has = function(name) {
        return this.map.hasOwnProperty(normalizeName(name));
      }, Headers2.prototype.set = function(name, value) {
        this.map[normalizeName(name)] = normalizeValue(value);
      }, Headers2.prototype.forEach = function(callback, thisArg) {
        for (var name in this.map)
          this.map.hasOwnProperty(name) && callback.call(thisArg, this.map[name], name, this);
      }, Headers2.prototype.keys = function() {
        var items = [];
        return this.forEach(function(value, name) {
          items.push(name);
        }), iteratorFor(items);
      }, Headers2.prototype.values = function() {
        var items = [];
        return this.forEach(function(value) {
          items.push(value);
        }), iteratorFor(items);
      }, Headers2.prototype.entries = function() {
        var items = [];
        return this.forEach(function(value, name) {
          items.push([name, value]);
        }), iteratorFor(items);
      }, support.iterable && (Headers2.prototype[Symbol.iterator] = Headers2.prototype.entries);
      function consumed(body) {
        if (!body._noBody) {
          if (body.bodyUsed)
            return Promise.reject(new TypeError("Already read"));
          body.bodyUsed = !0;
        }
      }
      function fileReaderReady(reader) {
        return new Promise(function(resolve2, reject) {
          reader.onload = function() {
            resolve2(reader.result);
          }, reader.onerror = function() {
            reject(reader.error);
          };
        });
      }
      function readBlobAsArrayBuffer(blob) {
        var reader = new FileReader(), promise = fileReaderReady(reader);
        return reader.readAsArrayBuffer(blob), promise;
      }
      function readBlobAsText(blob) {
        var reader = new FileReader(), promise = fileReaderReady(reader), match = /charset=([A-Za-z0-9_-]+)/.exec(blob.type), encoding = match ? match[1] : "utf-8";
        return reader.readAsText(blob, encoding), promise;
      }
      function readArrayBufferAsText(buf) {
        for (var view = new Uint8Array(buf), chars = new Array(view.length), i = 0; i < view.length; i++)
          chars[i] = String.fromCharCode(view[i]);
        return chars.join("");
      }
      function bufferClone(buf) {
        if (buf.slice)
          return buf.slice(0);
        var view = new Uint8Array(buf.byteLength);
        return view.set(new Uint8Array(buf)), view.buffer;
      }
      function Body() {
        return this.bodyUsed = !1, this._initBody = function(body) {
          this.bodyUsed = this.bodyUsed, this._bodyInit = body, body ? typeof body == "string" ? this._bodyText = body : support.blob && Blob.prototype.isPrototypeOf(body) ? this._bodyBlob = body : support.formData && FormData.prototype.isPrototypeOf(body) ? this._bodyFormData = body : support.searchParams && URLSearchParams.prototype.isPrototypeOf(body) ? this._bodyText = body.toString() : support.arrayBuffer && support.blob && isDataView(body) ? (this._bodyArrayBuffer = bufferClone(body.buffer), this._bodyInit = new Blob([this._bodyArrayBuffer])) : support.arrayBuffer && (ArrayBuffer.prototype.isPrototypeOf(body) || isArrayBufferView(body)) ? this._bodyArrayBuffer = bufferClone(body) : this._bodyText = body = Object.prototype.toString.call(body) : (this._noBody = !0, this._bodyText = ""), this.headers.get("content-type") || (typeof body == "string" ? this.headers.set("content-type", "text/plain;charset=UTF-8") : this._bodyBlob && this._bodyBlob.type ? this.headers.set("content-type", this._bodyBlob.type) : support.searchParams && URLSearchParams.prototype.isPrototypeOf(body) && this.headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8"));
        }, support.blob && (this.blob = function() {
          var rejected = consumed(this);
          if (rejected)
            return rejected;
          if (this._bodyBlob)
            return Promise.resolve(this._bodyBlob);
          if (this._bodyArrayBuffer)
            return Promise.resolve(new Blob([this._bodyArrayBuffer]));
          if (this._bodyFormData)
            throw new Error("could not read FormData body as blob");
          return Promise.resolve(new Blob([this._bodyText]));
        }), this.arrayBuffer = function() {
          if (this._bodyArrayBuffer) {
            var isConsumed = consumed(this);
            return isConsumed || (ArrayBuffer.isView(this._bodyArrayBuffer) ? Promise.resolve(
              this._bodyArrayBuffer.buffer.slice(
                this._bodyArrayBuffer.byteOffset,
                this._bodyArrayBuffer.byteOffset + this._bodyArrayBuffer.byteLength
              )
            ) : Promise.resolve(this._bodyArrayBuffer));
          } else {
            if (support.blob)
              return this.blob().then(readBlobAsArrayBuffer);
            throw new Error("could not read as ArrayBuffer");
          }
        }, this.text = function() {
          var rejected = consumed(this);
          if (rejected)
            return rejected;
          if (this._bodyBlob)
            return readBlobAsText(this._bodyBlob);
          if (this._bodyArrayBuffer)
            return Promise.resolve(readArrayBufferAsText(this._bodyArrayBuffer));
          if (this._bodyFormData)
            throw new Error("could not read FormData body as text");
          return Promise.resolve(this._bodyText);
        }, support.formData && (this.formData = function() {
          return this.text().then(decode);
        }), this.json = function() {
          return this.text().then(JSON.parse);
        }, this;
      }
      var methods = ["CONNECT", "DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT", "TRACE"];
      function normalizeMethod(method) {
        var upcased = method.toUpperCase();
        return methods.indexOf(upcased) > -1 ? upcased : method;
      }
      function Request(input, options) {
        if (!(this instanceof Request))
          throw new TypeError('Please use the "new" operator, this DOM object constructor cannot be called as a function.');
        options = options || {};
        var body = options.body;
        if (input instanceof Request) {
          if (input.bodyUsed)
            throw new TypeError("Already read");
          this.url = input.url, this.credentials = input.credentials, options.headers || (this.headers = new Headers2(input.headers)), this.method = input.method, this.mode = input.mode, this.signal = input.signal, !body && input._bodyInit != null && (body = input._bodyInit, input.bodyUsed = !0);
        } else
          this.url = String(input);
        if (this.credentials = options.credentials || this.credentials || "same-origin", (options.headers || !this.headers) && (this.headers = new Headers2(options.headers)), this.method = normalizeMethod(options.method || this.method || "GET"), this.mode = options.mode || this.mode || null, this.signal = options.signal || this.signal || (function() {
          if ("AbortController" in g) {
            var ctrl = new AbortController();
            return ctrl.signal;
          }
        })(), this.referrer = null, (this.method === "GET" || this.method === "HEAD") && body)
          throw new TypeError("Body not allowed for GET or HEAD requests");
        if (this._initBody(body), (this.method === "GET" || this.method === "HEAD") && (options.cache === "no-store" || options.cache === "no-cache")) {
          var reParamSearch = /([?&])_=[^&]*/;
          if (reParamSearch.test(this.url))
            this.url = this.url.replace(reParamSearch, "$1_=" + (/* @__PURE__ */ new Date()).getTime());
          else {
            var reQueryString = /\?/;
            this.url += (reQueryString.test(this.url) ? "&" : "?") + "_=" + (/* @__PURE__ */ new Date()).getTime();
          }
        }
      }
      Request.prototype.clone = function() {
        return new Request(this, { body: this._bodyInit });
      };
      function decode(body) {
        var form = new FormData();
        return body.trim().split("&").forEach(function(bytes) {
          if (bytes) {
            var split = bytes.split("="), name = split.shift().replace(/\+/g, " "), value = split.join("=").replace(/\+/g, " ");
            form.append(decodeURIComponent(name), decodeURIComponent(value));
          }
        }), form;
      }
      function parseHeaders(rawHeaders) {
        var headers = new Headers2(), preProcessedHeaders = rawHeaders.replace(/\r?\n[\t ]+/g, " ");
        return preProcessedHeaders.split("\r").map(function(header) {
          return header.indexOf(`
`) === 0 ? header.substr(1, header.length) : header;
        }).forEach(function(line) {
          var parts = line.split(":"), key = parts.shift().trim();
          if (key) {
            var value = parts.join(":").trim();
            try {
              headers.append(key, value);
            } catch (error) {
              console.warn("Response " + error.message);
            }
          }
        }), headers;
      }
      Body.call(Request.prototype);
      function Response(bodyInit, options) {
        if (!(this instanceof Response))
          throw new TypeError('Please use the "new" operator, this DOM object constructor cannot be called as a function.');
        if (options || (options = {}), this.type = "default", this.status = options.status === void 0 ? 200 : options.status, this.status < 200 || this.status > 599)
          throw new RangeError("Failed to construct 'Response': The status provided (0) is outside the range [200, 599].");
        this.ok = this.status >= 200 && this.status < 300, this.statusText = options.statusText === void 0 ? "" : "" + options.statusText, this.headers = new Headers2(options.headers), this.url = options.url || "", this._initBody(bodyInit);
      }
      Body.call(Response.prototype), Response.prototype.clone = function() {
        return new Response(this._bodyInit, {
          status: this.status,
          statusText: this.statusText,
          headers: new Headers2(this.headers),
          url: this.url
        });
      }, Response.error = function() {
        var response = new Response(null, { status: 200, statusText: "" });
        return response.ok = !1, response.status = 0, response.type = "error", response;
      };
      var redirectStatuses = [301, 302, 303, 307, 308];
      Response.redirect = function(url, status) {
        if (redirectStatuses.indexOf(status) === -1)
          throw new RangeError("Invalid status code");
        return new Response(null, { status, headers: { location: url } });
      }, exports2.DOMException = g.DOMException;
      try {
        new exports2.DOMException();
      } catch {
        exports2.DOMException = function(message, name) {
          this.message = message, this.name = name;
          var error = Error(message);
          this.stack = error.stack;
        }, exports2.DOMException.prototype = Object.create(Error.prototype), exports2.DOMException.prototype.constructor = exports2.DOMException;
      }
      function fetch2(input, init) {
        return new Promise(function(resolve2, reject) {
          var request = new Request(input, init);
          if (request.signal && request.signal.aborted)
            return reject(new exports2.DOMException("Aborted", "AbortError"));
          var xhr = new XMLHttpRequest();
          function abortXhr() {
            xhr.abort();
          }
          xhr.onload = function() {
            var options = {
              statusText: xhr.statusText,
              headers: parseHeaders(xhr.getAllResponseHeaders() || "")
            };
            request.url.indexOf("file://") === 0 && (xhr.status < 200 || xhr.status > 599) ? options.status = 200 : options.status = xhr.status, options.url = "responseURL" in xhr ? xhr.responseURL : options.headers.get("X-Request-URL");
            var body = "response" in xhr ? xhr.response : xhr.responseText;
            setTimeout(function() {
              resolve2(new Response(body, options));
            }, 0);
          }, xhr.onerror = function() {
            setTimeout(function() {
              reject(new TypeError("Network request failed"));
            }, 0);
          }, xhr.ontimeout = function() {
            setTimeout(function() {
              reject(new TypeError("Network request timed out"));
            }, 0);
          }, xhr.onabort = function() {
            setTimeout(function() {
              reject(new exports2.DOMException("Aborted", "AbortError"));
            }, 0);
          };
          function fixUrl(url) {
            try {
              return url === "" && g.location.href ? g.location.href : url;
            } catch {
              return url;
            }
          }
          if (xhr.open(request.method, fixUrl(request.url), !0), request.credentials === "include" ? xhr.withCredentials = !0 : request.credentials === "omit" && (xhr.withCredentials = !1), "responseType" in xhr && (support.blob ? xhr.responseType = "blob" : support.arrayBuffer && (xhr.responseType = "arraybuffer")), init && typeof init.headers == "object" && !(init.headers instanceof Headers2 || g.Headers && init.headers instanceof g.Headers)) {
            var names = [];
            Object.getOwnPropertyNames(init.headers).forEach(function(name) {
              names.push(normalizeName(name)), xhr.setRequestHeader(name, normalizeValue(init.headers[name]));
            }), request.headers.forEach(function(value, name) {
              names.indexOf(name) === -1 && xhr.setRequestHeader(name, value);
            });
          } else
            request.headers.forEach(function(value, name) {
              xhr.setRequestHeader(name, value);
            });
          request.signal && (request.signal.addEventListener("abort", abortXhr), xhr.onreadystatechange = function() {
            xhr.readyState === 4 && request.signal.removeEventListener("abort", abortXhr);
          }), xhr.send(typeof request._bodyInit > "u" ? null : request._bodyInit);
        });
      }
      fetch2.polyfill = !0, g.fetch || (g.fetch = fetch2, g.Headers = Headers2, g.Request = Request, g.Response = Response), exports2.Headers = Headers2, exports2.Request = Request, exports2.Response = Response, exports2.fetch = fetch2, Object.defineProperty(exports2, "__esModule", { value: !0 });
    }));
  }
});

// src/embeddings/ollama/ollama-host.ts
var DEFAULT_OLLAMA_HOST = "http://127.0.0.1:11434", DEFAULT_PORT = "11434";
function resolveOllamaHost(inputs) {
  let fromConfig = inputs.configEndpoint?.trim();
  if (fromConfig) return normaliseOllamaHost(fromConfig, "embedding.endpoint");
  let fromEnv = inputs.ollamaHostEnv?.trim();
  return fromEnv ? normaliseOllamaHost(fromEnv, "OLLAMA_HOST") : DEFAULT_OLLAMA_HOST;
}
function normaliseOllamaHost(value, source) {
  let explicitScheme = value.includes("://"), withScheme = explicitScheme ? value : `http://${value.startsWith(":") ? `127.0.0.1${value}` : value}`, url;
  try {
    url = new URL(withScheme);
  } catch (cause) {
    throw invalidHost(value, source, cause);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw invalidHost(value, source);
  !explicitScheme && url.port === "" && (url.port = DEFAULT_PORT), url.hostname === "0.0.0.0" && (url.hostname = "127.0.0.1"), url.hostname === "[::]" && (url.hostname = "[::1]");
  let path = url.pathname.replace(/\/+$/, "");
  return `${url.protocol}//${url.host}${path}`;
}
function invalidHost(value, source, cause) {
  return new StrataError("INVALID_CONFIG", `${source} "${value}" is not a usable Ollama address`, {
    hint: "use a URL like http://127.0.0.1:11434 or host:port",
    subject: source,
    cause
  });
}

// node_modules/ollama/dist/index.mjs
import fs, { promises } from "node:fs";
import { resolve } from "node:path";

// node_modules/ollama/dist/browser.mjs
var import_whatwg_fetch = __toESM(require_fetch_umd(), 1), defaultPort = "11434", defaultHost = `http://127.0.0.1:${defaultPort}`, version = "0.6.4", __defProp$1 = Object.defineProperty, __defNormalProp$1 = (obj, key, value) => key in obj ? __defProp$1(obj, key, { enumerable: !0, configurable: !0, writable: !0, value }) : obj[key] = value, __publicField$1 = (obj, key, value) => (__defNormalProp$1(obj, typeof key != "symbol" ? key + "" : key, value), value), ResponseError = class _ResponseError extends Error {
  constructor(error, status_code) {
    super(error), this.error = error, this.status_code = status_code, this.name = "ResponseError", Error.captureStackTrace && Error.captureStackTrace(this, _ResponseError);
  }
}, AbortableAsyncIterator = class {
  constructor(abortController, itr, doneCallback) {
    __publicField$1(this, "abortController"), __publicField$1(this, "itr"), __publicField$1(this, "doneCallback"), this.abortController = abortController, this.itr = itr, this.doneCallback = doneCallback;
  }
  abort() {
    this.abortController.abort();
  }
  async *[Symbol.asyncIterator]() {
    for await (let message of this.itr) {
      if ("error" in message)
        throw new Error(message.error);
      if (yield message, message.done || message.status === "success") {
        this.doneCallback();
        return;
      }
    }
    throw new Error("Did not receive done or success response in stream.");
  }
}, checkOk = async (response) => {
  if (response.ok)
    return;
  let message = `Error ${response.status}: ${response.statusText}`, errorData = null;
  if (response.headers.get("content-type")?.includes("application/json"))
    try {
      errorData = await response.json(), message = errorData.error || message;
    } catch {
      console.log("Failed to parse error response as JSON");
    }
  else
    try {
      console.log("Getting text from response"), message = await response.text() || message;
    } catch {
      console.log("Failed to get text from error response");
    }
  throw new ResponseError(message, response.status);
};
function getPlatform() {
  if (typeof window < "u" && window.navigator) {
    let nav = navigator;
    return "userAgentData" in nav && nav.userAgentData?.platform ? `${nav.userAgentData.platform.toLowerCase()} Browser/${navigator.userAgent};` : navigator.platform ? `${navigator.platform.toLowerCase()} Browser/${navigator.userAgent};` : `unknown Browser/${navigator.userAgent};`;
  } else if (typeof process < "u")
    return `${process.arch} ${process.platform} Node.js/${process.version}`;
  return "";
}
function normalizeHeaders(headers) {
  if (headers instanceof Headers) {
    let obj = {};
    return headers.forEach((value, key) => {
      obj[key] = value;
    }), obj;
  } else return Array.isArray(headers) ? Object.fromEntries(headers) : headers || {};
}
var readEnvVar = (obj, key) => obj[key], fetchWithHeaders = async (fetch2, url, options = {}) => {
  let defaultHeaders = {
    "Content-Type": "application/json",
    Accept: "application/json",
    "User-Agent": `ollama-js/${version} (${getPlatform()})`
  };
  options.headers = normalizeHeaders(options.headers);
  try {
    let parsed = new URL(url);
    if (parsed.protocol === "https:" && parsed.hostname === "ollama.com") {
      let apiKey = typeof process == "object" && process !== null && typeof process.env == "object" && process.env !== null ? readEnvVar(process.env, "OLLAMA_API_KEY") : void 0;
      !(options.headers.authorization || options.headers.Authorization) && apiKey && (options.headers.Authorization = `Bearer ${apiKey}`);
    }
  } catch (error) {
    console.error("error parsing url", error);
  }
  let customHeaders = Object.fromEntries(
    Object.entries(options.headers).filter(
      ([key]) => !Object.keys(defaultHeaders).some(
        (defaultKey) => defaultKey.toLowerCase() === key.toLowerCase()
      )
    )
  );
  return options.headers = {
    ...defaultHeaders,
    ...customHeaders
  }, fetch2(url, options);
}, get = async (fetch2, host, options) => {
  let response = await fetchWithHeaders(fetch2, host, {
    headers: options?.headers
  });
  return await checkOk(response), response;
}, post = async (fetch2, host, data, options) => {
  let formattedData = ((input) => input !== null && typeof input == "object" && !Array.isArray(input))(data) ? JSON.stringify(data) : data, response = await fetchWithHeaders(fetch2, host, {
    method: "POST",
    body: formattedData,
    signal: options?.signal,
    headers: options?.headers
  });
  return await checkOk(response), response;
}, del = async (fetch2, host, data, options) => {
  let response = await fetchWithHeaders(fetch2, host, {
    method: "DELETE",
    body: JSON.stringify(data),
    headers: options?.headers
  });
  return await checkOk(response), response;
}, parseJSON = async function* (itr) {
  let decoder = new TextDecoder("utf-8"), buffer = "", reader = itr.getReader();
  for (; ; ) {
    let { done, value: chunk } = await reader.read();
    if (done) {
      reader.releaseLock();
      break;
    }
    buffer += decoder.decode(chunk, { stream: !0 });
    let parts = buffer.split(`
`);
    buffer = parts.pop() ?? "";
    for (let part of parts)
      try {
        yield JSON.parse(part);
      } catch {
        console.warn("invalid json: ", part);
      }
  }
  buffer += decoder.decode();
  for (let part of buffer.split(`
`).filter((p) => p !== ""))
    try {
      yield JSON.parse(part);
    } catch {
      console.warn("invalid json: ", part);
    }
}, formatHost = (host) => {
  if (!host)
    return defaultHost;
  let isExplicitProtocol = host.includes("://");
  host.startsWith(":") && (host = `http://127.0.0.1${host}`, isExplicitProtocol = !0), isExplicitProtocol || (host = `http://${host}`);
  let url = new URL(host), port = url.port;
  port || (isExplicitProtocol ? port = url.protocol === "https:" ? "443" : "80" : port = defaultPort);
  let auth = "";
  url.username && (auth = url.username, url.password && (auth += `:${url.password}`), auth += "@");
  let formattedHost = `${url.protocol}//${auth}${url.hostname}:${port}${url.pathname}`;
  return formattedHost.endsWith("/") && (formattedHost = formattedHost.slice(0, -1)), formattedHost;
}, __defProp = Object.defineProperty, __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: !0, configurable: !0, writable: !0, value }) : obj[key] = value, __publicField = (obj, key, value) => (__defNormalProp(obj, typeof key != "symbol" ? key + "" : key, value), value), Ollama$1 = class {
  constructor(config) {
    __publicField(this, "config"), __publicField(this, "fetch"), __publicField(this, "ongoingStreamedRequests", []), this.config = {
      host: "",
      headers: config?.headers
    }, config?.proxy || (this.config.host = formatHost(config?.host ?? defaultHost)), this.fetch = config?.fetch ?? fetch;
  }
  // Abort any ongoing streamed requests to Ollama
  abort() {
    for (let request of this.ongoingStreamedRequests)
      request.abort();
    this.ongoingStreamedRequests.length = 0;
  }
  /**
   * Processes a request to the Ollama server. If the request is streamable, it will return a
   * AbortableAsyncIterator that yields the response messages. Otherwise, it will return the response
   * object.
   * @param endpoint {string} - The endpoint to send the request to.
   * @param request {object} - The request object to send to the endpoint.
   * @protected {T | AbortableAsyncIterator<T>} - The response object or a AbortableAsyncIterator that yields
   * response messages.
   * @throws {Error} - If the response body is missing or if the response is an error.
   * @returns {Promise<T | AbortableAsyncIterator<T>>} - The response object or a AbortableAsyncIterator that yields the streamed response.
   */
  async processStreamableRequest(endpoint, request) {
    request.stream = request.stream ?? !1;
    let host = `${this.config.host}/api/${endpoint}`;
    if (request.stream) {
      let abortController = new AbortController(), response2 = await post(this.fetch, host, request, {
        signal: abortController.signal,
        headers: this.config.headers
      });
      if (!response2.body)
        throw new Error("Missing body");
      let itr = parseJSON(response2.body), abortableAsyncIterator = new AbortableAsyncIterator(
        abortController,
        itr,
        () => {
          let i = this.ongoingStreamedRequests.indexOf(abortableAsyncIterator);
          i > -1 && this.ongoingStreamedRequests.splice(i, 1);
        }
      );
      return this.ongoingStreamedRequests.push(abortableAsyncIterator), abortableAsyncIterator;
    }
    return await (await post(this.fetch, host, request, {
      headers: this.config.headers
    })).json();
  }
  /**
   * Encodes an image to base64 if it is a Uint8Array.
   * @param image {Uint8Array | string} - The image to encode.
   * @returns {Promise<string>} - The base64 encoded image.
   */
  async encodeImage(image) {
    if (typeof image != "string") {
      let uint8Array = new Uint8Array(image), byteString = "", len = uint8Array.byteLength;
      for (let i = 0; i < len; i++)
        byteString += String.fromCharCode(uint8Array[i]);
      return btoa(byteString);
    }
    return image;
  }
  /**
   * Generates a response from a text prompt.
   * @param request {GenerateRequest} - The request object.
   * @returns {Promise<GenerateResponse | AbortableAsyncIterator<GenerateResponse>>} - The response object or
   * an AbortableAsyncIterator that yields response messages.
   */
  async generate(request) {
    return request.images && (request.images = await Promise.all(request.images.map(this.encodeImage.bind(this)))), this.processStreamableRequest("generate", request);
  }
  /**
   * Chats with the model. The request object can contain messages with images that are either
   * Uint8Arrays or base64 encoded strings. The images will be base64 encoded before sending the
   * request.
   * @param request {ChatRequest} - The request object.
   * @returns {Promise<ChatResponse | AbortableAsyncIterator<ChatResponse>>} - The response object or an
   * AbortableAsyncIterator that yields response messages.
   */
  async chat(request) {
    if (request.messages)
      for (let message of request.messages)
        message.images && (message.images = await Promise.all(
          message.images.map(this.encodeImage.bind(this))
        ));
    return this.processStreamableRequest("chat", request);
  }
  /**
   * Creates a new model from a stream of data.
   * @param request {CreateRequest} - The request object.
   * @returns {Promise<ProgressResponse | AbortableAsyncIterator<ProgressResponse>>} - The response object or a stream of progress responses.
   */
  async create(request) {
    return this.processStreamableRequest("create", {
      ...request
    });
  }
  /**
   * Pulls a model from the Ollama registry. The request object can contain a stream flag to indicate if the
   * response should be streamed.
   * @param request {PullRequest} - The request object.
   * @returns {Promise<ProgressResponse | AbortableAsyncIterator<ProgressResponse>>} - The response object or
   * an AbortableAsyncIterator that yields response messages.
   */
  async pull(request) {
    return this.processStreamableRequest("pull", {
      name: request.model,
      stream: request.stream,
      insecure: request.insecure
    });
  }
  /**
   * Pushes a model to the Ollama registry. The request object can contain a stream flag to indicate if the
   * response should be streamed.
   * @param request {PushRequest} - The request object.
   * @returns {Promise<ProgressResponse | AbortableAsyncIterator<ProgressResponse>>} - The response object or
   * an AbortableAsyncIterator that yields response messages.
   */
  async push(request) {
    return this.processStreamableRequest("push", {
      name: request.model,
      stream: request.stream,
      insecure: request.insecure
    });
  }
  /**
   * Deletes a model from the server. The request object should contain the name of the model to
   * delete.
   * @param request {DeleteRequest} - The request object.
   * @returns {Promise<StatusResponse>} - The response object.
   */
  async delete(request) {
    return await del(
      this.fetch,
      `${this.config.host}/api/delete`,
      { name: request.model },
      { headers: this.config.headers }
    ), { status: "success" };
  }
  /**
   * Copies a model from one name to another. The request object should contain the name of the
   * model to copy and the new name.
   * @param request {CopyRequest} - The request object.
   * @returns {Promise<StatusResponse>} - The response object.
   */
  async copy(request) {
    return await post(this.fetch, `${this.config.host}/api/copy`, { ...request }, {
      headers: this.config.headers
    }), { status: "success" };
  }
  /**
   * Lists the models on the server.
   * @returns {Promise<ListResponse>} - The response object.
   * @throws {Error} - If the response body is missing.
   */
  async list() {
    return await (await get(this.fetch, `${this.config.host}/api/tags`, {
      headers: this.config.headers
    })).json();
  }
  /**
   * Shows the metadata of a model. The request object should contain the name of the model.
   * @param request {ShowRequest} - The request object.
   * @returns {Promise<ShowResponse>} - The response object.
   */
  async show(request) {
    return await (await post(this.fetch, `${this.config.host}/api/show`, {
      ...request
    }, {
      headers: this.config.headers
    })).json();
  }
  /**
   * Embeds text input into vectors.
   * @param request {EmbedRequest} - The request object.
   * @returns {Promise<EmbedResponse>} - The response object.
   */
  async embed(request) {
    return await (await post(this.fetch, `${this.config.host}/api/embed`, {
      ...request
    }, {
      headers: this.config.headers
    })).json();
  }
  /** Score choice, noul, and score questions. Returns JSON without streaming. */
  async systemone(request) {
    return await (await post(this.fetch, `${this.config.host}/v1/systemone`, {
      ...request
    }, {
      headers: this.config.headers
    })).json();
  }
  /**
   * Embeds a text prompt into a vector.
   * @param request {EmbeddingsRequest} - The request object.
   * @returns {Promise<EmbeddingsResponse>} - The response object.
   */
  async embeddings(request) {
    return await (await post(this.fetch, `${this.config.host}/api/embeddings`, {
      ...request
    }, {
      headers: this.config.headers
    })).json();
  }
  /**
   * Lists the running models on the server
   * @returns {Promise<ListResponse>} - The response object.
   * @throws {Error} - If the response body is missing.
   */
  async ps() {
    return await (await get(this.fetch, `${this.config.host}/api/ps`, {
      headers: this.config.headers
    })).json();
  }
  /**
   * Returns the Ollama server version.
   * @returns {Promise<VersionResponse>} - The server version object.
   */
  async version() {
    return await (await get(this.fetch, `${this.config.host}/api/version`, {
      headers: this.config.headers
    })).json();
  }
  /**
   * Performs web search using the Ollama web search API
   * @param request {WebSearchRequest} - The search request containing query and options
   * @returns {Promise<WebSearchResponse>} - The search results
   * @throws {Error} - If the request is invalid or the server returns an error
   */
  async webSearch(request) {
    if (!request.query || request.query.length === 0)
      throw new Error("Query is required");
    return await (await post(this.fetch, "https://ollama.com/api/web_search", { ...request }, {
      headers: this.config.headers
    })).json();
  }
  /**
   * Fetches a single page using the Ollama web fetch API
   * @param request {WebFetchRequest} - The fetch request containing a URL
   * @returns {Promise<WebFetchResponse>} - The fetch result
   * @throws {Error} - If the request is invalid or the server returns an error
   */
  async webFetch(request) {
    if (!request.url || request.url.length === 0)
      throw new Error("URL is required");
    return await (await post(this.fetch, "https://ollama.com/api/web_fetch", { ...request }, { headers: this.config.headers })).json();
  }
}, browser = new Ollama$1();

// node_modules/ollama/dist/index.mjs
var import_whatwg_fetch2 = __toESM(require_fetch_umd(), 1), Ollama2 = class extends Ollama$1 {
  async encodeImage(image) {
    if (typeof image != "string")
      return Buffer.from(image).toString("base64");
    try {
      if (fs.existsSync(image)) {
        let fileBuffer = await promises.readFile(resolve(image));
        return Buffer.from(fileBuffer).toString("base64");
      }
    } catch {
    }
    return image;
  }
  /**
   * checks if a file exists
   * @param path {string} - The path to the file
   * @private @internal
   * @returns {Promise<boolean>} - Whether the file exists or not
   */
  async fileExists(path) {
    try {
      return await promises.access(path), !0;
    } catch {
      return !1;
    }
  }
  async create(request) {
    if (request.from && await this.fileExists(resolve(request.from)))
      throw Error("Creating with a local path is not currently supported from ollama-js");
    return request.stream ? super.create(request) : super.create(request);
  }
}, index = new Ollama2();

// src/embeddings/deadline-fetch.ts
function createDeadlineFetch(options) {
  let base = options.fetch ?? globalThis.fetch;
  return (input, init) => {
    let deadline = AbortSignal.timeout(options.timeoutMs), signals = [deadline, options.signal, init?.signal ?? void 0].filter(
      (signal2) => signal2 !== void 0
    ), signal = signals.length === 1 ? deadline : AbortSignal.any(signals);
    return base(input, { ...init, signal });
  };
}

export {
  resolveOllamaHost,
  Ollama2 as Ollama,
  createDeadlineFetch
};
