#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  suggestWord
} from "./chunk-PD5D57LS.js";
import {
  StrataError,
  isStrataError,
  toProblem
} from "./chunk-VWF6XKUM.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-OL7NSBRQ.js";

// node_modules/kind-of/index.js
var require_kind_of = __commonJS({
  "node_modules/kind-of/index.js"(exports2, module2) {
    var toString = Object.prototype.toString;
    module2.exports = function(val) {
      if (val === void 0) return "undefined";
      if (val === null) return "null";
      var type2 = typeof val;
      if (type2 === "boolean") return "boolean";
      if (type2 === "string") return "string";
      if (type2 === "number") return "number";
      if (type2 === "symbol") return "symbol";
      if (type2 === "function")
        return isGeneratorFn(val) ? "generatorfunction" : "function";
      if (isArray(val)) return "array";
      if (isBuffer(val)) return "buffer";
      if (isArguments(val)) return "arguments";
      if (isDate(val)) return "date";
      if (isError(val)) return "error";
      if (isRegexp(val)) return "regexp";
      switch (ctorName(val)) {
        case "Symbol":
          return "symbol";
        case "Promise":
          return "promise";
        // Set, Map, WeakSet, WeakMap
        case "WeakMap":
          return "weakmap";
        case "WeakSet":
          return "weakset";
        case "Map":
          return "map";
        case "Set":
          return "set";
        // 8-bit typed arrays
        case "Int8Array":
          return "int8array";
        case "Uint8Array":
          return "uint8array";
        case "Uint8ClampedArray":
          return "uint8clampedarray";
        // 16-bit typed arrays
        case "Int16Array":
          return "int16array";
        case "Uint16Array":
          return "uint16array";
        // 32-bit typed arrays
        case "Int32Array":
          return "int32array";
        case "Uint32Array":
          return "uint32array";
        case "Float32Array":
          return "float32array";
        case "Float64Array":
          return "float64array";
      }
      if (isGeneratorObj(val))
        return "generator";
      switch (type2 = toString.call(val), type2) {
        case "[object Object]":
          return "object";
        // iterators
        case "[object Map Iterator]":
          return "mapiterator";
        case "[object Set Iterator]":
          return "setiterator";
        case "[object String Iterator]":
          return "stringiterator";
        case "[object Array Iterator]":
          return "arrayiterator";
      }
      return type2.slice(8, -1).toLowerCase().replace(/\s/g, "");
    };
    function ctorName(val) {
      return typeof val.constructor == "function" ? val.constructor.name : null;
    }
    function isArray(val) {
      return Array.isArray ? Array.isArray(val) : val instanceof Array;
    }
    function isError(val) {
      return val instanceof Error || typeof val.message == "string" && val.constructor && typeof val.constructor.stackTraceLimit == "number";
    }
    function isDate(val) {
      return val instanceof Date ? !0 : typeof val.toDateString == "function" && typeof val.getDate == "function" && typeof val.setDate == "function";
    }
    function isRegexp(val) {
      return val instanceof RegExp ? !0 : typeof val.flags == "string" && typeof val.ignoreCase == "boolean" && typeof val.multiline == "boolean" && typeof val.global == "boolean";
    }
    function isGeneratorFn(name, val) {
      return ctorName(name) === "GeneratorFunction";
    }
    function isGeneratorObj(val) {
      return typeof val.throw == "function" && typeof val.return == "function" && typeof val.next == "function";
    }
    function isArguments(val) {
      try {
        if (typeof val.length == "number" && typeof val.callee == "function")
          return !0;
      } catch (err) {
        if (err.message.indexOf("callee") !== -1)
          return !0;
      }
      return !1;
    }
    function isBuffer(val) {
      return val.constructor && typeof val.constructor.isBuffer == "function" ? val.constructor.isBuffer(val) : !1;
    }
  }
});

// node_modules/is-extendable/index.js
var require_is_extendable = __commonJS({
  "node_modules/is-extendable/index.js"(exports2, module2) {
    "use strict";
    module2.exports = function(val) {
      return typeof val < "u" && val !== null && (typeof val == "object" || typeof val == "function");
    };
  }
});

// node_modules/extend-shallow/index.js
var require_extend_shallow = __commonJS({
  "node_modules/extend-shallow/index.js"(exports2, module2) {
    "use strict";
    var isObject = require_is_extendable();
    module2.exports = function(o) {
      isObject(o) || (o = {});
      for (var len = arguments.length, i = 1; i < len; i++) {
        var obj = arguments[i];
        isObject(obj) && assign(o, obj);
      }
      return o;
    };
    function assign(a, b) {
      for (var key in b)
        hasOwn(b, key) && (a[key] = b[key]);
    }
    function hasOwn(obj, key) {
      return Object.prototype.hasOwnProperty.call(obj, key);
    }
  }
});

// node_modules/section-matter/index.js
var require_section_matter = __commonJS({
  "node_modules/section-matter/index.js"(exports2, module2) {
    "use strict";
    var typeOf = require_kind_of(), extend = require_extend_shallow();
    module2.exports = function(input, options2) {
      typeof options2 == "function" && (options2 = { parse: options2 });
      var file = toObject(input), defaults = { section_delimiter: "---", parse: identity }, opts = extend({}, defaults, options2), delim = opts.section_delimiter, lines = file.content.split(/\r?\n/), sections = null, section = createSection(), content = [], stack = [];
      function initSections(val) {
        file.content = val, sections = [], content = [];
      }
      function closeSection(val) {
        stack.length && (section.key = getKey(stack[0], delim), section.content = val, opts.parse(section, sections), sections.push(section), section = createSection(), content = [], stack = []);
      }
      for (var i = 0; i < lines.length; i++) {
        var line = lines[i], len = stack.length, ln = line.trim();
        if (isDelimiter(ln, delim)) {
          if (ln.length === 3 && i !== 0) {
            if (len === 0 || len === 2) {
              content.push(line);
              continue;
            }
            stack.push(ln), section.data = content.join(`
`), content = [];
            continue;
          }
          sections === null && initSections(content.join(`
`)), len === 2 && closeSection(content.join(`
`)), stack.push(ln);
          continue;
        }
        content.push(line);
      }
      return sections === null ? initSections(content.join(`
`)) : closeSection(content.join(`
`)), file.sections = sections, file;
    };
    function isDelimiter(line, delim) {
      return !(line.slice(0, delim.length) !== delim || line.charAt(delim.length + 1) === delim.slice(-1));
    }
    function toObject(input) {
      if (typeOf(input) !== "object" && (input = { content: input }), typeof input.content != "string" && !isBuffer(input.content))
        throw new TypeError("expected a buffer or string");
      return input.content = input.content.toString(), input.sections = [], input;
    }
    function getKey(val, delim) {
      return val ? val.slice(delim.length).trim() : "";
    }
    function createSection() {
      return { key: "", data: "", content: "" };
    }
    function identity(val) {
      return val;
    }
    function isBuffer(val) {
      return val && val.constructor && typeof val.constructor.isBuffer == "function" ? val.constructor.isBuffer(val) : !1;
    }
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/common.js
var require_common = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/common.js"(exports2, module2) {
    "use strict";
    function isNothing(subject) {
      return typeof subject > "u" || subject === null;
    }
    function isObject(subject) {
      return typeof subject == "object" && subject !== null;
    }
    function toArray(sequence) {
      return Array.isArray(sequence) ? sequence : isNothing(sequence) ? [] : [sequence];
    }
    function extend(target, source) {
      var index, length, key, sourceKeys;
      if (source)
        for (sourceKeys = Object.keys(source), index = 0, length = sourceKeys.length; index < length; index += 1)
          key = sourceKeys[index], target[key] = source[key];
      return target;
    }
    function repeat(string, count) {
      var result = "", cycle;
      for (cycle = 0; cycle < count; cycle += 1)
        result += string;
      return result;
    }
    function isNegativeZero(number) {
      return number === 0 && Number.NEGATIVE_INFINITY === 1 / number;
    }
    module2.exports.isNothing = isNothing;
    module2.exports.isObject = isObject;
    module2.exports.toArray = toArray;
    module2.exports.repeat = repeat;
    module2.exports.isNegativeZero = isNegativeZero;
    module2.exports.extend = extend;
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/exception.js
var require_exception = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/exception.js"(exports2, module2) {
    "use strict";
    function YAMLException2(reason, mark) {
      Error.call(this), this.name = "YAMLException", this.reason = reason, this.mark = mark, this.message = (this.reason || "(unknown reason)") + (this.mark ? " " + this.mark.toString() : ""), Error.captureStackTrace ? Error.captureStackTrace(this, this.constructor) : this.stack = new Error().stack || "";
    }
    YAMLException2.prototype = Object.create(Error.prototype);
    YAMLException2.prototype.constructor = YAMLException2;
    YAMLException2.prototype.toString = function(compact) {
      var result = this.name + ": ";
      return result += this.reason || "(unknown reason)", !compact && this.mark && (result += " " + this.mark.toString()), result;
    };
    module2.exports = YAMLException2;
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/mark.js
var require_mark = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/mark.js"(exports2, module2) {
    "use strict";
    var common2 = require_common();
    function Mark(name, buffer, position, line, column) {
      this.name = name, this.buffer = buffer, this.position = position, this.line = line, this.column = column;
    }
    Mark.prototype.getSnippet = function(indent, maxLength) {
      var head, start, tail, end, snippet2;
      if (!this.buffer) return null;
      for (indent = indent || 4, maxLength = maxLength || 75, head = "", start = this.position; start > 0 && `\0\r
\x85\u2028\u2029`.indexOf(this.buffer.charAt(start - 1)) === -1; )
        if (start -= 1, this.position - start > maxLength / 2 - 1) {
          head = " ... ", start += 5;
          break;
        }
      for (tail = "", end = this.position; end < this.buffer.length && `\0\r
\x85\u2028\u2029`.indexOf(this.buffer.charAt(end)) === -1; )
        if (end += 1, end - this.position > maxLength / 2 - 1) {
          tail = " ... ", end -= 5;
          break;
        }
      return snippet2 = this.buffer.slice(start, end), common2.repeat(" ", indent) + head + snippet2 + tail + `
` + common2.repeat(" ", indent + this.position - start + head.length) + "^";
    };
    Mark.prototype.toString = function(compact) {
      var snippet2, where = "";
      return this.name && (where += 'in "' + this.name + '" '), where += "at line " + (this.line + 1) + ", column " + (this.column + 1), compact || (snippet2 = this.getSnippet(), snippet2 && (where += `:
` + snippet2)), where;
    };
    module2.exports = Mark;
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type.js
var require_type = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type.js"(exports2, module2) {
    "use strict";
    var YAMLException2 = require_exception(), TYPE_CONSTRUCTOR_OPTIONS = [
      "kind",
      "resolve",
      "construct",
      "instanceOf",
      "predicate",
      "represent",
      "defaultStyle",
      "styleAliases"
    ], YAML_NODE_KINDS = [
      "scalar",
      "sequence",
      "mapping"
    ];
    function compileStyleAliases(map2) {
      var result = {};
      return map2 !== null && Object.keys(map2).forEach(function(style) {
        map2[style].forEach(function(alias) {
          result[String(alias)] = style;
        });
      }), result;
    }
    function Type2(tag, options2) {
      if (options2 = options2 || {}, Object.keys(options2).forEach(function(name) {
        if (TYPE_CONSTRUCTOR_OPTIONS.indexOf(name) === -1)
          throw new YAMLException2('Unknown option "' + name + '" is met in definition of "' + tag + '" YAML type.');
      }), this.tag = tag, this.kind = options2.kind || null, this.resolve = options2.resolve || function() {
        return !0;
      }, this.construct = options2.construct || function(data) {
        return data;
      }, this.instanceOf = options2.instanceOf || null, this.predicate = options2.predicate || null, this.represent = options2.represent || null, this.defaultStyle = options2.defaultStyle || null, this.styleAliases = compileStyleAliases(options2.styleAliases || null), YAML_NODE_KINDS.indexOf(this.kind) === -1)
        throw new YAMLException2('Unknown kind "' + this.kind + '" is specified for "' + tag + '" YAML type.');
    }
    module2.exports = Type2;
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/schema.js
var require_schema = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/schema.js"(exports2, module2) {
    "use strict";
    var common2 = require_common(), YAMLException2 = require_exception(), Type2 = require_type();
    function compileList(schema2, name, result) {
      var exclude = [];
      return schema2.include.forEach(function(includedSchema) {
        result = compileList(includedSchema, name, result);
      }), schema2[name].forEach(function(currentType) {
        result.forEach(function(previousType, previousIndex) {
          previousType.tag === currentType.tag && previousType.kind === currentType.kind && exclude.push(previousIndex);
        }), result.push(currentType);
      }), result.filter(function(type2, index) {
        return exclude.indexOf(index) === -1;
      });
    }
    function compileMap() {
      var result = {
        scalar: {},
        sequence: {},
        mapping: {},
        fallback: {}
      }, index, length;
      function collectType(type2) {
        result[type2.kind][type2.tag] = result.fallback[type2.tag] = type2;
      }
      for (index = 0, length = arguments.length; index < length; index += 1)
        arguments[index].forEach(collectType);
      return result;
    }
    function Schema2(definition) {
      this.include = definition.include || [], this.implicit = definition.implicit || [], this.explicit = definition.explicit || [], this.implicit.forEach(function(type2) {
        if (type2.loadKind && type2.loadKind !== "scalar")
          throw new YAMLException2("There is a non-scalar type in the implicit list of a schema. Implicit resolving of such types is not supported.");
      }), this.compiledImplicit = compileList(this, "implicit", []), this.compiledExplicit = compileList(this, "explicit", []), this.compiledTypeMap = compileMap(this.compiledImplicit, this.compiledExplicit);
    }
    Schema2.DEFAULT = null;
    Schema2.create = function() {
      var schemas, types2;
      switch (arguments.length) {
        case 1:
          schemas = Schema2.DEFAULT, types2 = arguments[0];
          break;
        case 2:
          schemas = arguments[0], types2 = arguments[1];
          break;
        default:
          throw new YAMLException2("Wrong number of arguments for Schema.create function");
      }
      if (schemas = common2.toArray(schemas), types2 = common2.toArray(types2), !schemas.every(function(schema2) {
        return schema2 instanceof Schema2;
      }))
        throw new YAMLException2("Specified list of super schemas (or a single Schema object) contains a non-Schema object.");
      if (!types2.every(function(type2) {
        return type2 instanceof Type2;
      }))
        throw new YAMLException2("Specified list of YAML types (or a single Type object) contains a non-Type object.");
      return new Schema2({
        include: schemas,
        explicit: types2
      });
    };
    module2.exports = Schema2;
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/str.js
var require_str = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/str.js"(exports2, module2) {
    "use strict";
    var Type2 = require_type();
    module2.exports = new Type2("tag:yaml.org,2002:str", {
      kind: "scalar",
      construct: function(data) {
        return data !== null ? data : "";
      }
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/seq.js
var require_seq = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/seq.js"(exports2, module2) {
    "use strict";
    var Type2 = require_type();
    module2.exports = new Type2("tag:yaml.org,2002:seq", {
      kind: "sequence",
      construct: function(data) {
        return data !== null ? data : [];
      }
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/map.js
var require_map = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/map.js"(exports2, module2) {
    "use strict";
    var Type2 = require_type();
    module2.exports = new Type2("tag:yaml.org,2002:map", {
      kind: "mapping",
      construct: function(data) {
        return data !== null ? data : {};
      }
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/schema/failsafe.js
var require_failsafe = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/schema/failsafe.js"(exports2, module2) {
    "use strict";
    var Schema2 = require_schema();
    module2.exports = new Schema2({
      explicit: [
        require_str(),
        require_seq(),
        require_map()
      ]
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/null.js
var require_null = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/null.js"(exports2, module2) {
    "use strict";
    var Type2 = require_type();
    function resolveYamlNull(data) {
      if (data === null) return !0;
      var max = data.length;
      return max === 1 && data === "~" || max === 4 && (data === "null" || data === "Null" || data === "NULL");
    }
    function constructYamlNull() {
      return null;
    }
    function isNull(object) {
      return object === null;
    }
    module2.exports = new Type2("tag:yaml.org,2002:null", {
      kind: "scalar",
      resolve: resolveYamlNull,
      construct: constructYamlNull,
      predicate: isNull,
      represent: {
        canonical: function() {
          return "~";
        },
        lowercase: function() {
          return "null";
        },
        uppercase: function() {
          return "NULL";
        },
        camelcase: function() {
          return "Null";
        }
      },
      defaultStyle: "lowercase"
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/bool.js
var require_bool = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/bool.js"(exports2, module2) {
    "use strict";
    var Type2 = require_type();
    function resolveYamlBoolean(data) {
      if (data === null) return !1;
      var max = data.length;
      return max === 4 && (data === "true" || data === "True" || data === "TRUE") || max === 5 && (data === "false" || data === "False" || data === "FALSE");
    }
    function constructYamlBoolean(data) {
      return data === "true" || data === "True" || data === "TRUE";
    }
    function isBoolean(object) {
      return Object.prototype.toString.call(object) === "[object Boolean]";
    }
    module2.exports = new Type2("tag:yaml.org,2002:bool", {
      kind: "scalar",
      resolve: resolveYamlBoolean,
      construct: constructYamlBoolean,
      predicate: isBoolean,
      represent: {
        lowercase: function(object) {
          return object ? "true" : "false";
        },
        uppercase: function(object) {
          return object ? "TRUE" : "FALSE";
        },
        camelcase: function(object) {
          return object ? "True" : "False";
        }
      },
      defaultStyle: "lowercase"
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/int.js
var require_int = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/int.js"(exports2, module2) {
    "use strict";
    var common2 = require_common(), Type2 = require_type();
    function isHexCode(c) {
      return 48 <= c && c <= 57 || 65 <= c && c <= 70 || 97 <= c && c <= 102;
    }
    function isOctCode(c) {
      return 48 <= c && c <= 55;
    }
    function isDecCode(c) {
      return 48 <= c && c <= 57;
    }
    function resolveYamlInteger(data) {
      if (data === null) return !1;
      var max = data.length, index = 0, hasDigits = !1, ch;
      if (!max) return !1;
      if (ch = data[index], (ch === "-" || ch === "+") && (ch = data[++index]), ch === "0") {
        if (index + 1 === max) return !0;
        if (ch = data[++index], ch === "b") {
          for (index++; index < max; index++)
            if (ch = data[index], ch !== "_") {
              if (ch !== "0" && ch !== "1") return !1;
              hasDigits = !0;
            }
          return hasDigits && ch !== "_";
        }
        if (ch === "x") {
          for (index++; index < max; index++)
            if (ch = data[index], ch !== "_") {
              if (!isHexCode(data.charCodeAt(index))) return !1;
              hasDigits = !0;
            }
          return hasDigits && ch !== "_";
        }
        for (; index < max; index++)
          if (ch = data[index], ch !== "_") {
            if (!isOctCode(data.charCodeAt(index))) return !1;
            hasDigits = !0;
          }
        return hasDigits && ch !== "_";
      }
      if (ch === "_") return !1;
      for (; index < max; index++)
        if (ch = data[index], ch !== "_") {
          if (ch === ":") break;
          if (!isDecCode(data.charCodeAt(index)))
            return !1;
          hasDigits = !0;
        }
      return !hasDigits || ch === "_" ? !1 : ch !== ":" ? !0 : /^(:[0-5]?[0-9])+$/.test(data.slice(index));
    }
    function constructYamlInteger(data) {
      var value = data, sign = 1, ch, base, digits = [];
      return value.indexOf("_") !== -1 && (value = value.replace(/_/g, "")), ch = value[0], (ch === "-" || ch === "+") && (ch === "-" && (sign = -1), value = value.slice(1), ch = value[0]), value === "0" ? 0 : ch === "0" ? value[1] === "b" ? sign * parseInt(value.slice(2), 2) : value[1] === "x" ? sign * parseInt(value, 16) : sign * parseInt(value, 8) : value.indexOf(":") !== -1 ? (value.split(":").forEach(function(v) {
        digits.unshift(parseInt(v, 10));
      }), value = 0, base = 1, digits.forEach(function(d) {
        value += d * base, base *= 60;
      }), sign * value) : sign * parseInt(value, 10);
    }
    function isInteger(object) {
      return Object.prototype.toString.call(object) === "[object Number]" && object % 1 === 0 && !common2.isNegativeZero(object);
    }
    module2.exports = new Type2("tag:yaml.org,2002:int", {
      kind: "scalar",
      resolve: resolveYamlInteger,
      construct: constructYamlInteger,
      predicate: isInteger,
      represent: {
        binary: function(obj) {
          return obj >= 0 ? "0b" + obj.toString(2) : "-0b" + obj.toString(2).slice(1);
        },
        octal: function(obj) {
          return obj >= 0 ? "0" + obj.toString(8) : "-0" + obj.toString(8).slice(1);
        },
        decimal: function(obj) {
          return obj.toString(10);
        },
        /* eslint-disable max-len */
        hexadecimal: function(obj) {
          return obj >= 0 ? "0x" + obj.toString(16).toUpperCase() : "-0x" + obj.toString(16).toUpperCase().slice(1);
        }
      },
      defaultStyle: "decimal",
      styleAliases: {
        binary: [2, "bin"],
        octal: [8, "oct"],
        decimal: [10, "dec"],
        hexadecimal: [16, "hex"]
      }
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/float.js
var require_float = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/float.js"(exports2, module2) {
    "use strict";
    var common2 = require_common(), Type2 = require_type(), YAML_FLOAT_PATTERN = new RegExp(
      // 2.5e4, 2.5 and integers
      "^(?:[-+]?(?:0|[1-9][0-9_]*)(?:\\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9_]+(?:[eE][-+]?[0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
    );
    function resolveYamlFloat(data) {
      return !(data === null || !YAML_FLOAT_PATTERN.test(data) || // Quick hack to not allow integers end with `_`
      // Probably should update regexp & check speed
      data[data.length - 1] === "_");
    }
    function constructYamlFloat(data) {
      var value, sign, base, digits;
      return value = data.replace(/_/g, "").toLowerCase(), sign = value[0] === "-" ? -1 : 1, digits = [], "+-".indexOf(value[0]) >= 0 && (value = value.slice(1)), value === ".inf" ? sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY : value === ".nan" ? NaN : value.indexOf(":") >= 0 ? (value.split(":").forEach(function(v) {
        digits.unshift(parseFloat(v, 10));
      }), value = 0, base = 1, digits.forEach(function(d) {
        value += d * base, base *= 60;
      }), sign * value) : sign * parseFloat(value, 10);
    }
    var SCIENTIFIC_WITHOUT_DOT = /^[-+]?[0-9]+e/;
    function representYamlFloat(object, style) {
      var res;
      if (isNaN(object))
        switch (style) {
          case "lowercase":
            return ".nan";
          case "uppercase":
            return ".NAN";
          case "camelcase":
            return ".NaN";
        }
      else if (Number.POSITIVE_INFINITY === object)
        switch (style) {
          case "lowercase":
            return ".inf";
          case "uppercase":
            return ".INF";
          case "camelcase":
            return ".Inf";
        }
      else if (Number.NEGATIVE_INFINITY === object)
        switch (style) {
          case "lowercase":
            return "-.inf";
          case "uppercase":
            return "-.INF";
          case "camelcase":
            return "-.Inf";
        }
      else if (common2.isNegativeZero(object))
        return "-0.0";
      return res = object.toString(10), SCIENTIFIC_WITHOUT_DOT.test(res) ? res.replace("e", ".e") : res;
    }
    function isFloat(object) {
      return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 !== 0 || common2.isNegativeZero(object));
    }
    module2.exports = new Type2("tag:yaml.org,2002:float", {
      kind: "scalar",
      resolve: resolveYamlFloat,
      construct: constructYamlFloat,
      predicate: isFloat,
      represent: representYamlFloat,
      defaultStyle: "lowercase"
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/schema/json.js
var require_json = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/schema/json.js"(exports2, module2) {
    "use strict";
    var Schema2 = require_schema();
    module2.exports = new Schema2({
      include: [
        require_failsafe()
      ],
      implicit: [
        require_null(),
        require_bool(),
        require_int(),
        require_float()
      ]
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/schema/core.js
var require_core = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/schema/core.js"(exports2, module2) {
    "use strict";
    var Schema2 = require_schema();
    module2.exports = new Schema2({
      include: [
        require_json()
      ]
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/timestamp.js"(exports2, module2) {
    "use strict";
    var Type2 = require_type(), YAML_DATE_REGEXP = new RegExp(
      "^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"
    ), YAML_TIMESTAMP_REGEXP = new RegExp(
      "^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$"
    );
    function resolveYamlTimestamp(data) {
      return data === null ? !1 : YAML_DATE_REGEXP.exec(data) !== null || YAML_TIMESTAMP_REGEXP.exec(data) !== null;
    }
    function constructYamlTimestamp(data) {
      var match, year, month, day, hour, minute, second, fraction = 0, delta = null, tz_hour, tz_minute, date;
      if (match = YAML_DATE_REGEXP.exec(data), match === null && (match = YAML_TIMESTAMP_REGEXP.exec(data)), match === null) throw new Error("Date resolve error");
      if (year = +match[1], month = +match[2] - 1, day = +match[3], !match[4])
        return new Date(Date.UTC(year, month, day));
      if (hour = +match[4], minute = +match[5], second = +match[6], match[7]) {
        for (fraction = match[7].slice(0, 3); fraction.length < 3; )
          fraction += "0";
        fraction = +fraction;
      }
      return match[9] && (tz_hour = +match[10], tz_minute = +(match[11] || 0), delta = (tz_hour * 60 + tz_minute) * 6e4, match[9] === "-" && (delta = -delta)), date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction)), delta && date.setTime(date.getTime() - delta), date;
    }
    function representYamlTimestamp(object) {
      return object.toISOString();
    }
    module2.exports = new Type2("tag:yaml.org,2002:timestamp", {
      kind: "scalar",
      resolve: resolveYamlTimestamp,
      construct: constructYamlTimestamp,
      instanceOf: Date,
      represent: representYamlTimestamp
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/merge.js
var require_merge = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/merge.js"(exports2, module2) {
    "use strict";
    var Type2 = require_type();
    function resolveYamlMerge(data) {
      return data === "<<" || data === null;
    }
    module2.exports = new Type2("tag:yaml.org,2002:merge", {
      kind: "scalar",
      resolve: resolveYamlMerge
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/binary.js
var require_binary = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/binary.js"(exports2, module2) {
    "use strict";
    var NodeBuffer;
    try {
      _require = __require, NodeBuffer = _require("buffer").Buffer;
    } catch {
    }
    var _require, Type2 = require_type(), BASE64_MAP = `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=
\r`;
    function resolveYamlBinary(data) {
      if (data === null) return !1;
      var code, idx, bitlen = 0, max = data.length, map2 = BASE64_MAP;
      for (idx = 0; idx < max; idx++)
        if (code = map2.indexOf(data.charAt(idx)), !(code > 64)) {
          if (code < 0) return !1;
          bitlen += 6;
        }
      return bitlen % 8 === 0;
    }
    function constructYamlBinary(data) {
      var idx, tailbits, input = data.replace(/[\r\n=]/g, ""), max = input.length, map2 = BASE64_MAP, bits = 0, result = [];
      for (idx = 0; idx < max; idx++)
        idx % 4 === 0 && idx && (result.push(bits >> 16 & 255), result.push(bits >> 8 & 255), result.push(bits & 255)), bits = bits << 6 | map2.indexOf(input.charAt(idx));
      return tailbits = max % 4 * 6, tailbits === 0 ? (result.push(bits >> 16 & 255), result.push(bits >> 8 & 255), result.push(bits & 255)) : tailbits === 18 ? (result.push(bits >> 10 & 255), result.push(bits >> 2 & 255)) : tailbits === 12 && result.push(bits >> 4 & 255), NodeBuffer ? NodeBuffer.from ? NodeBuffer.from(result) : new NodeBuffer(result) : result;
    }
    function representYamlBinary(object) {
      var result = "", bits = 0, idx, tail, max = object.length, map2 = BASE64_MAP;
      for (idx = 0; idx < max; idx++)
        idx % 3 === 0 && idx && (result += map2[bits >> 18 & 63], result += map2[bits >> 12 & 63], result += map2[bits >> 6 & 63], result += map2[bits & 63]), bits = (bits << 8) + object[idx];
      return tail = max % 3, tail === 0 ? (result += map2[bits >> 18 & 63], result += map2[bits >> 12 & 63], result += map2[bits >> 6 & 63], result += map2[bits & 63]) : tail === 2 ? (result += map2[bits >> 10 & 63], result += map2[bits >> 4 & 63], result += map2[bits << 2 & 63], result += map2[64]) : tail === 1 && (result += map2[bits >> 2 & 63], result += map2[bits << 4 & 63], result += map2[64], result += map2[64]), result;
    }
    function isBinary(object) {
      return NodeBuffer && NodeBuffer.isBuffer(object);
    }
    module2.exports = new Type2("tag:yaml.org,2002:binary", {
      kind: "scalar",
      resolve: resolveYamlBinary,
      construct: constructYamlBinary,
      predicate: isBinary,
      represent: representYamlBinary
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/omap.js
var require_omap = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/omap.js"(exports2, module2) {
    "use strict";
    var Type2 = require_type(), _hasOwnProperty = Object.prototype.hasOwnProperty, _toString = Object.prototype.toString;
    function resolveYamlOmap(data) {
      if (data === null) return !0;
      var objectKeys = {}, index, length, pair, pairKey, pairHasKey, object = data;
      for (index = 0, length = object.length; index < length; index += 1) {
        if (pair = object[index], pairHasKey = !1, _toString.call(pair) !== "[object Object]") return !1;
        for (pairKey in pair)
          if (_hasOwnProperty.call(pair, pairKey))
            if (!pairHasKey) pairHasKey = !0;
            else return !1;
        if (!pairHasKey || _hasOwnProperty.call(objectKeys, pairKey)) return !1;
        Object.defineProperty(objectKeys, pairKey, { value: !0 });
      }
      return !0;
    }
    function constructYamlOmap(data) {
      return data !== null ? data : [];
    }
    module2.exports = new Type2("tag:yaml.org,2002:omap", {
      kind: "sequence",
      resolve: resolveYamlOmap,
      construct: constructYamlOmap
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/pairs.js
var require_pairs = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/pairs.js"(exports2, module2) {
    "use strict";
    var Type2 = require_type(), _toString = Object.prototype.toString;
    function resolveYamlPairs(data) {
      if (data === null) return !0;
      var index, length, pair, keys, result, object = data;
      for (result = new Array(object.length), index = 0, length = object.length; index < length; index += 1) {
        if (pair = object[index], _toString.call(pair) !== "[object Object]" || (keys = Object.keys(pair), keys.length !== 1)) return !1;
        result[index] = [keys[0], pair[keys[0]]];
      }
      return !0;
    }
    function constructYamlPairs(data) {
      if (data === null) return [];
      var index, length, pair, keys, result, object = data;
      for (result = new Array(object.length), index = 0, length = object.length; index < length; index += 1)
        pair = object[index], keys = Object.keys(pair), result[index] = [keys[0], pair[keys[0]]];
      return result;
    }
    module2.exports = new Type2("tag:yaml.org,2002:pairs", {
      kind: "sequence",
      resolve: resolveYamlPairs,
      construct: constructYamlPairs
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/set.js
var require_set = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/set.js"(exports2, module2) {
    "use strict";
    var Type2 = require_type(), _hasOwnProperty = Object.prototype.hasOwnProperty;
    function resolveYamlSet(data) {
      if (data === null) return !0;
      var key, object = data;
      for (key in object)
        if (_hasOwnProperty.call(object, key) && object[key] !== null)
          return !1;
      return !0;
    }
    function constructYamlSet(data) {
      return data !== null ? data : {};
    }
    module2.exports = new Type2("tag:yaml.org,2002:set", {
      kind: "mapping",
      resolve: resolveYamlSet,
      construct: constructYamlSet
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/schema/default_safe.js
var require_default_safe = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/schema/default_safe.js"(exports2, module2) {
    "use strict";
    var Schema2 = require_schema();
    module2.exports = new Schema2({
      include: [
        require_core()
      ],
      implicit: [
        require_timestamp(),
        require_merge()
      ],
      explicit: [
        require_binary(),
        require_omap(),
        require_pairs(),
        require_set()
      ]
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/js/undefined.js
var require_undefined = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/js/undefined.js"(exports2, module2) {
    "use strict";
    var Type2 = require_type();
    function resolveJavascriptUndefined() {
      return !0;
    }
    function constructJavascriptUndefined() {
    }
    function representJavascriptUndefined() {
      return "";
    }
    function isUndefined(object) {
      return typeof object > "u";
    }
    module2.exports = new Type2("tag:yaml.org,2002:js/undefined", {
      kind: "scalar",
      resolve: resolveJavascriptUndefined,
      construct: constructJavascriptUndefined,
      predicate: isUndefined,
      represent: representJavascriptUndefined
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/js/regexp.js
var require_regexp = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/js/regexp.js"(exports2, module2) {
    "use strict";
    var Type2 = require_type();
    function resolveJavascriptRegExp(data) {
      if (data === null || data.length === 0) return !1;
      var regexp = data, tail = /\/([gim]*)$/.exec(data), modifiers = "";
      return !(regexp[0] === "/" && (tail && (modifiers = tail[1]), modifiers.length > 3 || regexp[regexp.length - modifiers.length - 1] !== "/"));
    }
    function constructJavascriptRegExp(data) {
      var regexp = data, tail = /\/([gim]*)$/.exec(data), modifiers = "";
      return regexp[0] === "/" && (tail && (modifiers = tail[1]), regexp = regexp.slice(1, regexp.length - modifiers.length - 1)), new RegExp(regexp, modifiers);
    }
    function representJavascriptRegExp(object) {
      var result = "/" + object.source + "/";
      return object.global && (result += "g"), object.multiline && (result += "m"), object.ignoreCase && (result += "i"), result;
    }
    function isRegExp(object) {
      return Object.prototype.toString.call(object) === "[object RegExp]";
    }
    module2.exports = new Type2("tag:yaml.org,2002:js/regexp", {
      kind: "scalar",
      resolve: resolveJavascriptRegExp,
      construct: constructJavascriptRegExp,
      predicate: isRegExp,
      represent: representJavascriptRegExp
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/js/function.js
var require_function = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/type/js/function.js"(exports2, module2) {
    "use strict";
    var esprima;
    try {
      _require = __require, esprima = _require("esprima");
    } catch {
      typeof window < "u" && (esprima = window.esprima);
    }
    var _require, Type2 = require_type();
    function resolveJavascriptFunction(data) {
      if (data === null) return !1;
      try {
        var source = "(" + data + ")", ast = esprima.parse(source, { range: !0 });
        return !(ast.type !== "Program" || ast.body.length !== 1 || ast.body[0].type !== "ExpressionStatement" || ast.body[0].expression.type !== "ArrowFunctionExpression" && ast.body[0].expression.type !== "FunctionExpression");
      } catch {
        return !1;
      }
    }
    function constructJavascriptFunction(data) {
      var source = "(" + data + ")", ast = esprima.parse(source, { range: !0 }), params = [], body;
      if (ast.type !== "Program" || ast.body.length !== 1 || ast.body[0].type !== "ExpressionStatement" || ast.body[0].expression.type !== "ArrowFunctionExpression" && ast.body[0].expression.type !== "FunctionExpression")
        throw new Error("Failed to resolve function");
      return ast.body[0].expression.params.forEach(function(param) {
        params.push(param.name);
      }), body = ast.body[0].expression.body.range, ast.body[0].expression.body.type === "BlockStatement" ? new Function(params, source.slice(body[0] + 1, body[1] - 1)) : new Function(params, "return " + source.slice(body[0], body[1]));
    }
    function representJavascriptFunction(object) {
      return object.toString();
    }
    function isFunction(object) {
      return Object.prototype.toString.call(object) === "[object Function]";
    }
    module2.exports = new Type2("tag:yaml.org,2002:js/function", {
      kind: "scalar",
      resolve: resolveJavascriptFunction,
      construct: constructJavascriptFunction,
      predicate: isFunction,
      represent: representJavascriptFunction
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/schema/default_full.js
var require_default_full = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/schema/default_full.js"(exports2, module2) {
    "use strict";
    var Schema2 = require_schema();
    module2.exports = Schema2.DEFAULT = new Schema2({
      include: [
        require_default_safe()
      ],
      explicit: [
        require_undefined(),
        require_regexp(),
        require_function()
      ]
    });
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/loader.js
var require_loader = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/loader.js"(exports2, module2) {
    "use strict";
    var common2 = require_common(), YAMLException2 = require_exception(), Mark = require_mark(), DEFAULT_SAFE_SCHEMA = require_default_safe(), DEFAULT_FULL_SCHEMA = require_default_full(), _hasOwnProperty = Object.prototype.hasOwnProperty, CONTEXT_FLOW_IN = 1, CONTEXT_FLOW_OUT = 2, CONTEXT_BLOCK_IN = 3, CONTEXT_BLOCK_OUT = 4, CHOMPING_CLIP = 1, CHOMPING_STRIP = 2, CHOMPING_KEEP = 3, PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/, PATTERN_NON_ASCII_LINE_BREAKS = /[\x85\u2028\u2029]/, PATTERN_FLOW_INDICATORS = /[,\[\]\{\}]/, PATTERN_TAG_HANDLE = /^(?:!|!!|![a-z\-]+!)$/i, PATTERN_TAG_URI = /^(?:!|[^,\[\]\{\}])(?:%[0-9a-f]{2}|[0-9a-z\-#;\/\?:@&=\+\$,_\.!~\*'\(\)\[\]])*$/i;
    function _class(obj) {
      return Object.prototype.toString.call(obj);
    }
    function is_EOL(c) {
      return c === 10 || c === 13;
    }
    function is_WHITE_SPACE(c) {
      return c === 9 || c === 32;
    }
    function is_WS_OR_EOL(c) {
      return c === 9 || c === 32 || c === 10 || c === 13;
    }
    function is_FLOW_INDICATOR(c) {
      return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
    }
    function fromHexCode(c) {
      var lc;
      return 48 <= c && c <= 57 ? c - 48 : (lc = c | 32, 97 <= lc && lc <= 102 ? lc - 97 + 10 : -1);
    }
    function escapedHexLen(c) {
      return c === 120 ? 2 : c === 117 ? 4 : c === 85 ? 8 : 0;
    }
    function fromDecimalCode(c) {
      return 48 <= c && c <= 57 ? c - 48 : -1;
    }
    function simpleEscapeSequence(c) {
      return c === 48 ? "\0" : c === 97 ? "\x07" : c === 98 ? "\b" : c === 116 || c === 9 ? "	" : c === 110 ? `
` : c === 118 ? "\v" : c === 102 ? "\f" : c === 114 ? "\r" : c === 101 ? "\x1B" : c === 32 ? " " : c === 34 ? '"' : c === 47 ? "/" : c === 92 ? "\\" : c === 78 ? "\x85" : c === 95 ? "\xA0" : c === 76 ? "\u2028" : c === 80 ? "\u2029" : "";
    }
    function charFromCodepoint(c) {
      return c <= 65535 ? String.fromCharCode(c) : String.fromCharCode(
        (c - 65536 >> 10) + 55296,
        (c - 65536 & 1023) + 56320
      );
    }
    function setProperty(object, key, value) {
      key === "__proto__" ? Object.defineProperty(object, key, {
        configurable: !0,
        enumerable: !0,
        writable: !0,
        value
      }) : object[key] = value;
    }
    var simpleEscapeCheck = new Array(256), simpleEscapeMap = new Array(256);
    for (i = 0; i < 256; i++)
      simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0, simpleEscapeMap[i] = simpleEscapeSequence(i);
    var i;
    function State(input, options2) {
      this.input = input, this.filename = options2.filename || null, this.schema = options2.schema || DEFAULT_FULL_SCHEMA, this.onWarning = options2.onWarning || null, this.legacy = options2.legacy || !1, this.json = options2.json || !1, this.listener = options2.listener || null, this.maxTotalMergeKeys = typeof options2.maxTotalMergeKeys == "number" ? options2.maxTotalMergeKeys : 1e4, this.implicitTypes = this.schema.compiledImplicit, this.typeMap = this.schema.compiledTypeMap, this.length = input.length, this.position = 0, this.line = 0, this.lineStart = 0, this.lineIndent = 0, this.totalMergeKeys = 0, this.documents = [];
    }
    function generateError(state, message) {
      return new YAMLException2(
        message,
        new Mark(state.filename, state.input, state.position, state.line, state.position - state.lineStart)
      );
    }
    function throwError(state, message) {
      throw generateError(state, message);
    }
    function throwWarning(state, message) {
      state.onWarning && state.onWarning.call(null, generateError(state, message));
    }
    var directiveHandlers = {
      YAML: function(state, name, args) {
        var match, major, minor;
        state.version !== null && throwError(state, "duplication of %YAML directive"), args.length !== 1 && throwError(state, "YAML directive accepts exactly one argument"), match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]), match === null && throwError(state, "ill-formed argument of the YAML directive"), major = parseInt(match[1], 10), minor = parseInt(match[2], 10), major !== 1 && throwError(state, "unacceptable YAML version of the document"), state.version = args[0], state.checkLineBreaks = minor < 2, minor !== 1 && minor !== 2 && throwWarning(state, "unsupported YAML version of the document");
      },
      TAG: function(state, name, args) {
        var handle, prefix;
        args.length !== 2 && throwError(state, "TAG directive accepts exactly two arguments"), handle = args[0], prefix = args[1], PATTERN_TAG_HANDLE.test(handle) || throwError(state, "ill-formed tag handle (first argument) of the TAG directive"), _hasOwnProperty.call(state.tagMap, handle) && throwError(state, 'there is a previously declared suffix for "' + handle + '" tag handle'), PATTERN_TAG_URI.test(prefix) || throwError(state, "ill-formed tag prefix (second argument) of the TAG directive"), state.tagMap[handle] = prefix;
      }
    };
    function captureSegment(state, start, end, checkJson) {
      var _position, _length, _character, _result;
      if (start < end) {
        if (_result = state.input.slice(start, end), checkJson)
          for (_position = 0, _length = _result.length; _position < _length; _position += 1)
            _character = _result.charCodeAt(_position), _character === 9 || 32 <= _character && _character <= 1114111 || throwError(state, "expected valid JSON character");
        else PATTERN_NON_PRINTABLE.test(_result) && throwError(state, "the stream contains non-printable characters");
        state.result += _result;
      }
    }
    function chargeMergeWork(state) {
      state.totalMergeKeys += 1, state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys && throwError(state, "merge keys exceeded maxTotalMergeKeys (" + state.maxTotalMergeKeys + ")");
    }
    function mergeMappings(state, destination, source, overridableKeys) {
      var sourceKeys, key, index, quantity;
      for (common2.isObject(source) || throwError(state, "cannot merge mappings; the provided source object is unacceptable"), chargeMergeWork(state), sourceKeys = Object.keys(source), index = 0, quantity = sourceKeys.length; index < quantity; index += 1)
        key = sourceKeys[index], chargeMergeWork(state), _hasOwnProperty.call(destination, key) || (setProperty(destination, key, source[key]), overridableKeys[key] = !0);
    }
    function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, startLine, startPos) {
      var index, quantity;
      if (Array.isArray(keyNode))
        for (keyNode = Array.prototype.slice.call(keyNode), index = 0, quantity = keyNode.length; index < quantity; index += 1)
          Array.isArray(keyNode[index]) && throwError(state, "nested arrays are not supported inside keys"), typeof keyNode == "object" && _class(keyNode[index]) === "[object Object]" && (keyNode[index] = "[object Object]");
      if (typeof keyNode == "object" && _class(keyNode) === "[object Object]" && (keyNode = "[object Object]"), keyNode = String(keyNode), _result === null && (_result = {}), keyTag === "tag:yaml.org,2002:merge")
        if (Array.isArray(valueNode))
          for (valueNode.length > 100 && throwError(state, "abnormal merge sequence size"), index = 0, quantity = valueNode.length; index < quantity; index += 1)
            mergeMappings(state, _result, valueNode[index], overridableKeys);
        else
          mergeMappings(state, _result, valueNode, overridableKeys);
      else
        !state.json && !_hasOwnProperty.call(overridableKeys, keyNode) && _hasOwnProperty.call(_result, keyNode) && (state.line = startLine || state.line, state.position = startPos || state.position, throwError(state, "duplicated mapping key")), setProperty(_result, keyNode, valueNode), delete overridableKeys[keyNode];
      return _result;
    }
    function readLineBreak(state) {
      var ch;
      ch = state.input.charCodeAt(state.position), ch === 10 ? state.position++ : ch === 13 ? (state.position++, state.input.charCodeAt(state.position) === 10 && state.position++) : throwError(state, "a line break is expected"), state.line += 1, state.lineStart = state.position;
    }
    function skipSeparationSpace(state, allowComments, checkIndent) {
      for (var lineBreaks = 0, ch = state.input.charCodeAt(state.position); ch !== 0; ) {
        for (; is_WHITE_SPACE(ch); )
          ch = state.input.charCodeAt(++state.position);
        if (allowComments && ch === 35)
          do
            ch = state.input.charCodeAt(++state.position);
          while (ch !== 10 && ch !== 13 && ch !== 0);
        if (is_EOL(ch))
          for (readLineBreak(state), ch = state.input.charCodeAt(state.position), lineBreaks++, state.lineIndent = 0; ch === 32; )
            state.lineIndent++, ch = state.input.charCodeAt(++state.position);
        else
          break;
      }
      return checkIndent !== -1 && lineBreaks !== 0 && state.lineIndent < checkIndent && throwWarning(state, "deficient indentation"), lineBreaks;
    }
    function testDocumentSeparator(state) {
      var _position = state.position, ch;
      return ch = state.input.charCodeAt(_position), !!((ch === 45 || ch === 46) && ch === state.input.charCodeAt(_position + 1) && ch === state.input.charCodeAt(_position + 2) && (_position += 3, ch = state.input.charCodeAt(_position), ch === 0 || is_WS_OR_EOL(ch)));
    }
    function writeFoldedLines(state, count) {
      count === 1 ? state.result += " " : count > 1 && (state.result += common2.repeat(`
`, count - 1));
    }
    function readPlainScalar(state, nodeIndent, withinFlowCollection) {
      var preceding, following, captureStart, captureEnd, hasPendingContent, _line, _lineStart, _lineIndent, _kind = state.kind, _result = state.result, ch;
      if (ch = state.input.charCodeAt(state.position), is_WS_OR_EOL(ch) || is_FLOW_INDICATOR(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96 || (ch === 63 || ch === 45) && (following = state.input.charCodeAt(state.position + 1), is_WS_OR_EOL(following) || withinFlowCollection && is_FLOW_INDICATOR(following)))
        return !1;
      for (state.kind = "scalar", state.result = "", captureStart = captureEnd = state.position, hasPendingContent = !1; ch !== 0; ) {
        if (ch === 58) {
          if (following = state.input.charCodeAt(state.position + 1), is_WS_OR_EOL(following) || withinFlowCollection && is_FLOW_INDICATOR(following))
            break;
        } else if (ch === 35) {
          if (preceding = state.input.charCodeAt(state.position - 1), is_WS_OR_EOL(preceding))
            break;
        } else {
          if (state.position === state.lineStart && testDocumentSeparator(state) || withinFlowCollection && is_FLOW_INDICATOR(ch))
            break;
          if (is_EOL(ch))
            if (_line = state.line, _lineStart = state.lineStart, _lineIndent = state.lineIndent, skipSeparationSpace(state, !1, -1), state.lineIndent >= nodeIndent) {
              hasPendingContent = !0, ch = state.input.charCodeAt(state.position);
              continue;
            } else {
              state.position = captureEnd, state.line = _line, state.lineStart = _lineStart, state.lineIndent = _lineIndent;
              break;
            }
        }
        hasPendingContent && (captureSegment(state, captureStart, captureEnd, !1), writeFoldedLines(state, state.line - _line), captureStart = captureEnd = state.position, hasPendingContent = !1), is_WHITE_SPACE(ch) || (captureEnd = state.position + 1), ch = state.input.charCodeAt(++state.position);
      }
      return captureSegment(state, captureStart, captureEnd, !1), state.result ? !0 : (state.kind = _kind, state.result = _result, !1);
    }
    function readSingleQuotedScalar(state, nodeIndent) {
      var ch, captureStart, captureEnd;
      if (ch = state.input.charCodeAt(state.position), ch !== 39)
        return !1;
      for (state.kind = "scalar", state.result = "", state.position++, captureStart = captureEnd = state.position; (ch = state.input.charCodeAt(state.position)) !== 0; )
        if (ch === 39)
          if (captureSegment(state, captureStart, state.position, !0), ch = state.input.charCodeAt(++state.position), ch === 39)
            captureStart = state.position, state.position++, captureEnd = state.position;
          else
            return !0;
        else is_EOL(ch) ? (captureSegment(state, captureStart, captureEnd, !0), writeFoldedLines(state, skipSeparationSpace(state, !1, nodeIndent)), captureStart = captureEnd = state.position) : state.position === state.lineStart && testDocumentSeparator(state) ? throwError(state, "unexpected end of the document within a single quoted scalar") : (state.position++, captureEnd = state.position);
      throwError(state, "unexpected end of the stream within a single quoted scalar");
    }
    function readDoubleQuotedScalar(state, nodeIndent) {
      var captureStart, captureEnd, hexLength, hexResult, tmp, ch;
      if (ch = state.input.charCodeAt(state.position), ch !== 34)
        return !1;
      for (state.kind = "scalar", state.result = "", state.position++, captureStart = captureEnd = state.position; (ch = state.input.charCodeAt(state.position)) !== 0; ) {
        if (ch === 34)
          return captureSegment(state, captureStart, state.position, !0), state.position++, !0;
        if (ch === 92) {
          if (captureSegment(state, captureStart, state.position, !0), ch = state.input.charCodeAt(++state.position), is_EOL(ch))
            skipSeparationSpace(state, !1, nodeIndent);
          else if (ch < 256 && simpleEscapeCheck[ch])
            state.result += simpleEscapeMap[ch], state.position++;
          else if ((tmp = escapedHexLen(ch)) > 0) {
            for (hexLength = tmp, hexResult = 0; hexLength > 0; hexLength--)
              ch = state.input.charCodeAt(++state.position), (tmp = fromHexCode(ch)) >= 0 ? hexResult = (hexResult << 4) + tmp : throwError(state, "expected hexadecimal character");
            state.result += charFromCodepoint(hexResult), state.position++;
          } else
            throwError(state, "unknown escape sequence");
          captureStart = captureEnd = state.position;
        } else is_EOL(ch) ? (captureSegment(state, captureStart, captureEnd, !0), writeFoldedLines(state, skipSeparationSpace(state, !1, nodeIndent)), captureStart = captureEnd = state.position) : state.position === state.lineStart && testDocumentSeparator(state) ? throwError(state, "unexpected end of the document within a double quoted scalar") : (state.position++, captureEnd = state.position);
      }
      throwError(state, "unexpected end of the stream within a double quoted scalar");
    }
    function readFlowCollection(state, nodeIndent) {
      var readNext = !0, _line, _tag = state.tag, _result, _anchor = state.anchor, following, terminator, isPair, isExplicitPair, isMapping, overridableKeys = {}, keyNode, keyTag, valueNode, ch;
      if (ch = state.input.charCodeAt(state.position), ch === 91)
        terminator = 93, isMapping = !1, _result = [];
      else if (ch === 123)
        terminator = 125, isMapping = !0, _result = {};
      else
        return !1;
      for (state.anchor !== null && (state.anchorMap[state.anchor] = _result), ch = state.input.charCodeAt(++state.position); ch !== 0; ) {
        if (skipSeparationSpace(state, !0, nodeIndent), ch = state.input.charCodeAt(state.position), ch === terminator)
          return state.position++, state.tag = _tag, state.anchor = _anchor, state.kind = isMapping ? "mapping" : "sequence", state.result = _result, !0;
        readNext || throwError(state, "missed comma between flow collection entries"), keyTag = keyNode = valueNode = null, isPair = isExplicitPair = !1, ch === 63 && (following = state.input.charCodeAt(state.position + 1), is_WS_OR_EOL(following) && (isPair = isExplicitPair = !0, state.position++, skipSeparationSpace(state, !0, nodeIndent))), _line = state.line, composeNode(state, nodeIndent, CONTEXT_FLOW_IN, !1, !0), keyTag = state.tag, keyNode = state.result, skipSeparationSpace(state, !0, nodeIndent), ch = state.input.charCodeAt(state.position), (isExplicitPair || state.line === _line) && ch === 58 && (isPair = !0, ch = state.input.charCodeAt(++state.position), skipSeparationSpace(state, !0, nodeIndent), composeNode(state, nodeIndent, CONTEXT_FLOW_IN, !1, !0), valueNode = state.result), isMapping ? storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode) : isPair ? _result.push(storeMappingPair(state, null, overridableKeys, keyTag, keyNode, valueNode)) : _result.push(keyNode), skipSeparationSpace(state, !0, nodeIndent), ch = state.input.charCodeAt(state.position), ch === 44 ? (readNext = !0, ch = state.input.charCodeAt(++state.position)) : readNext = !1;
      }
      throwError(state, "unexpected end of the stream within a flow collection");
    }
    function readBlockScalar(state, nodeIndent) {
      var captureStart, folding, chomping = CHOMPING_CLIP, didReadContent = !1, detectedIndent = !1, textIndent = nodeIndent, emptyLines = 0, atMoreIndented = !1, tmp, ch;
      if (ch = state.input.charCodeAt(state.position), ch === 124)
        folding = !1;
      else if (ch === 62)
        folding = !0;
      else
        return !1;
      for (state.kind = "scalar", state.result = ""; ch !== 0; )
        if (ch = state.input.charCodeAt(++state.position), ch === 43 || ch === 45)
          CHOMPING_CLIP === chomping ? chomping = ch === 43 ? CHOMPING_KEEP : CHOMPING_STRIP : throwError(state, "repeat of a chomping mode identifier");
        else if ((tmp = fromDecimalCode(ch)) >= 0)
          tmp === 0 ? throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one") : detectedIndent ? throwError(state, "repeat of an indentation width identifier") : (textIndent = nodeIndent + tmp - 1, detectedIndent = !0);
        else
          break;
      if (is_WHITE_SPACE(ch)) {
        do
          ch = state.input.charCodeAt(++state.position);
        while (is_WHITE_SPACE(ch));
        if (ch === 35)
          do
            ch = state.input.charCodeAt(++state.position);
          while (!is_EOL(ch) && ch !== 0);
      }
      for (; ch !== 0; ) {
        for (readLineBreak(state), state.lineIndent = 0, ch = state.input.charCodeAt(state.position); (!detectedIndent || state.lineIndent < textIndent) && ch === 32; )
          state.lineIndent++, ch = state.input.charCodeAt(++state.position);
        if (!detectedIndent && state.lineIndent > textIndent && (textIndent = state.lineIndent), is_EOL(ch)) {
          emptyLines++;
          continue;
        }
        if (state.lineIndent < textIndent) {
          chomping === CHOMPING_KEEP ? state.result += common2.repeat(`
`, didReadContent ? 1 + emptyLines : emptyLines) : chomping === CHOMPING_CLIP && didReadContent && (state.result += `
`);
          break;
        }
        for (folding ? is_WHITE_SPACE(ch) ? (atMoreIndented = !0, state.result += common2.repeat(`
`, didReadContent ? 1 + emptyLines : emptyLines)) : atMoreIndented ? (atMoreIndented = !1, state.result += common2.repeat(`
`, emptyLines + 1)) : emptyLines === 0 ? didReadContent && (state.result += " ") : state.result += common2.repeat(`
`, emptyLines) : state.result += common2.repeat(`
`, didReadContent ? 1 + emptyLines : emptyLines), didReadContent = !0, detectedIndent = !0, emptyLines = 0, captureStart = state.position; !is_EOL(ch) && ch !== 0; )
          ch = state.input.charCodeAt(++state.position);
        captureSegment(state, captureStart, state.position, !1);
      }
      return !0;
    }
    function readBlockSequence(state, nodeIndent) {
      var _line, _tag = state.tag, _anchor = state.anchor, _result = [], following, detected = !1, ch;
      for (state.anchor !== null && (state.anchorMap[state.anchor] = _result), ch = state.input.charCodeAt(state.position); ch !== 0 && !(ch !== 45 || (following = state.input.charCodeAt(state.position + 1), !is_WS_OR_EOL(following))); ) {
        if (detected = !0, state.position++, skipSeparationSpace(state, !0, -1) && state.lineIndent <= nodeIndent) {
          _result.push(null), ch = state.input.charCodeAt(state.position);
          continue;
        }
        if (_line = state.line, composeNode(state, nodeIndent, CONTEXT_BLOCK_IN, !1, !0), _result.push(state.result), skipSeparationSpace(state, !0, -1), ch = state.input.charCodeAt(state.position), (state.line === _line || state.lineIndent > nodeIndent) && ch !== 0)
          throwError(state, "bad indentation of a sequence entry");
        else if (state.lineIndent < nodeIndent)
          break;
      }
      return detected ? (state.tag = _tag, state.anchor = _anchor, state.kind = "sequence", state.result = _result, !0) : !1;
    }
    function readBlockMapping(state, nodeIndent, flowIndent) {
      var following, allowCompact, _line, _pos, _tag = state.tag, _anchor = state.anchor, _result = {}, overridableKeys = {}, keyTag = null, keyNode = null, valueNode = null, atExplicitKey = !1, detected = !1, ch;
      for (state.anchor !== null && (state.anchorMap[state.anchor] = _result), ch = state.input.charCodeAt(state.position); ch !== 0; ) {
        if (following = state.input.charCodeAt(state.position + 1), _line = state.line, _pos = state.position, (ch === 63 || ch === 58) && is_WS_OR_EOL(following))
          ch === 63 ? (atExplicitKey && (storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null), keyTag = keyNode = valueNode = null), detected = !0, atExplicitKey = !0, allowCompact = !0) : atExplicitKey ? (atExplicitKey = !1, allowCompact = !0) : throwError(state, "incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line"), state.position += 1, ch = following;
        else if (composeNode(state, flowIndent, CONTEXT_FLOW_OUT, !1, !0))
          if (state.line === _line) {
            for (ch = state.input.charCodeAt(state.position); is_WHITE_SPACE(ch); )
              ch = state.input.charCodeAt(++state.position);
            if (ch === 58)
              ch = state.input.charCodeAt(++state.position), is_WS_OR_EOL(ch) || throwError(state, "a whitespace character is expected after the key-value separator within a block mapping"), atExplicitKey && (storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null), keyTag = keyNode = valueNode = null), detected = !0, atExplicitKey = !1, allowCompact = !1, keyTag = state.tag, keyNode = state.result;
            else if (detected)
              throwError(state, "can not read an implicit mapping pair; a colon is missed");
            else
              return state.tag = _tag, state.anchor = _anchor, !0;
          } else if (detected)
            throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
          else
            return state.tag = _tag, state.anchor = _anchor, !0;
        else
          break;
        if ((state.line === _line || state.lineIndent > nodeIndent) && (composeNode(state, nodeIndent, CONTEXT_BLOCK_OUT, !0, allowCompact) && (atExplicitKey ? keyNode = state.result : valueNode = state.result), atExplicitKey || (storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _line, _pos), keyTag = keyNode = valueNode = null), skipSeparationSpace(state, !0, -1), ch = state.input.charCodeAt(state.position)), state.lineIndent > nodeIndent && ch !== 0)
          throwError(state, "bad indentation of a mapping entry");
        else if (state.lineIndent < nodeIndent)
          break;
      }
      return atExplicitKey && storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null), detected && (state.tag = _tag, state.anchor = _anchor, state.kind = "mapping", state.result = _result), detected;
    }
    function readTagProperty(state) {
      var _position, isVerbatim = !1, isNamed = !1, tagHandle, tagName, ch;
      if (ch = state.input.charCodeAt(state.position), ch !== 33) return !1;
      if (state.tag !== null && throwError(state, "duplication of a tag property"), ch = state.input.charCodeAt(++state.position), ch === 60 ? (isVerbatim = !0, ch = state.input.charCodeAt(++state.position)) : ch === 33 ? (isNamed = !0, tagHandle = "!!", ch = state.input.charCodeAt(++state.position)) : tagHandle = "!", _position = state.position, isVerbatim) {
        do
          ch = state.input.charCodeAt(++state.position);
        while (ch !== 0 && ch !== 62);
        state.position < state.length ? (tagName = state.input.slice(_position, state.position), ch = state.input.charCodeAt(++state.position)) : throwError(state, "unexpected end of the stream within a verbatim tag");
      } else {
        for (; ch !== 0 && !is_WS_OR_EOL(ch); )
          ch === 33 && (isNamed ? throwError(state, "tag suffix cannot contain exclamation marks") : (tagHandle = state.input.slice(_position - 1, state.position + 1), PATTERN_TAG_HANDLE.test(tagHandle) || throwError(state, "named tag handle cannot contain such characters"), isNamed = !0, _position = state.position + 1)), ch = state.input.charCodeAt(++state.position);
        tagName = state.input.slice(_position, state.position), PATTERN_FLOW_INDICATORS.test(tagName) && throwError(state, "tag suffix cannot contain flow indicator characters");
      }
      return tagName && !PATTERN_TAG_URI.test(tagName) && throwError(state, "tag name cannot contain such characters: " + tagName), isVerbatim ? state.tag = tagName : _hasOwnProperty.call(state.tagMap, tagHandle) ? state.tag = state.tagMap[tagHandle] + tagName : tagHandle === "!" ? state.tag = "!" + tagName : tagHandle === "!!" ? state.tag = "tag:yaml.org,2002:" + tagName : throwError(state, 'undeclared tag handle "' + tagHandle + '"'), !0;
    }
    function readAnchorProperty(state) {
      var _position, ch;
      if (ch = state.input.charCodeAt(state.position), ch !== 38) return !1;
      for (state.anchor !== null && throwError(state, "duplication of an anchor property"), ch = state.input.charCodeAt(++state.position), _position = state.position; ch !== 0 && !is_WS_OR_EOL(ch) && !is_FLOW_INDICATOR(ch); )
        ch = state.input.charCodeAt(++state.position);
      return state.position === _position && throwError(state, "name of an anchor node must contain at least one character"), state.anchor = state.input.slice(_position, state.position), !0;
    }
    function readAlias(state) {
      var _position, alias, ch;
      if (ch = state.input.charCodeAt(state.position), ch !== 42) return !1;
      for (ch = state.input.charCodeAt(++state.position), _position = state.position; ch !== 0 && !is_WS_OR_EOL(ch) && !is_FLOW_INDICATOR(ch); )
        ch = state.input.charCodeAt(++state.position);
      return state.position === _position && throwError(state, "name of an alias node must contain at least one character"), alias = state.input.slice(_position, state.position), _hasOwnProperty.call(state.anchorMap, alias) || throwError(state, 'unidentified alias "' + alias + '"'), state.result = state.anchorMap[alias], skipSeparationSpace(state, !0, -1), !0;
    }
    function composeNode(state, parentIndent, nodeContext, allowToSeek, allowCompact) {
      var allowBlockStyles, allowBlockScalars, allowBlockCollections, indentStatus = 1, atNewLine = !1, hasContent = !1, typeIndex, typeQuantity, type2, flowIndent, blockIndent;
      if (state.listener !== null && state.listener("open", state), state.tag = null, state.anchor = null, state.kind = null, state.result = null, allowBlockStyles = allowBlockScalars = allowBlockCollections = CONTEXT_BLOCK_OUT === nodeContext || CONTEXT_BLOCK_IN === nodeContext, allowToSeek && skipSeparationSpace(state, !0, -1) && (atNewLine = !0, state.lineIndent > parentIndent ? indentStatus = 1 : state.lineIndent === parentIndent ? indentStatus = 0 : state.lineIndent < parentIndent && (indentStatus = -1)), indentStatus === 1)
        for (; readTagProperty(state) || readAnchorProperty(state); )
          skipSeparationSpace(state, !0, -1) ? (atNewLine = !0, allowBlockCollections = allowBlockStyles, state.lineIndent > parentIndent ? indentStatus = 1 : state.lineIndent === parentIndent ? indentStatus = 0 : state.lineIndent < parentIndent && (indentStatus = -1)) : allowBlockCollections = !1;
      if (allowBlockCollections && (allowBlockCollections = atNewLine || allowCompact), (indentStatus === 1 || CONTEXT_BLOCK_OUT === nodeContext) && (CONTEXT_FLOW_IN === nodeContext || CONTEXT_FLOW_OUT === nodeContext ? flowIndent = parentIndent : flowIndent = parentIndent + 1, blockIndent = state.position - state.lineStart, indentStatus === 1 ? allowBlockCollections && (readBlockSequence(state, blockIndent) || readBlockMapping(state, blockIndent, flowIndent)) || readFlowCollection(state, flowIndent) ? hasContent = !0 : (allowBlockScalars && readBlockScalar(state, flowIndent) || readSingleQuotedScalar(state, flowIndent) || readDoubleQuotedScalar(state, flowIndent) ? hasContent = !0 : readAlias(state) ? (hasContent = !0, (state.tag !== null || state.anchor !== null) && throwError(state, "alias node should not have any properties")) : readPlainScalar(state, flowIndent, CONTEXT_FLOW_IN === nodeContext) && (hasContent = !0, state.tag === null && (state.tag = "?")), state.anchor !== null && (state.anchorMap[state.anchor] = state.result)) : indentStatus === 0 && (hasContent = allowBlockCollections && readBlockSequence(state, blockIndent))), state.tag !== null && state.tag !== "!")
        if (state.tag === "?") {
          for (state.result !== null && state.kind !== "scalar" && throwError(state, 'unacceptable node kind for !<?> tag; it should be "scalar", not "' + state.kind + '"'), typeIndex = 0, typeQuantity = state.implicitTypes.length; typeIndex < typeQuantity; typeIndex += 1)
            if (type2 = state.implicitTypes[typeIndex], type2.resolve(state.result)) {
              state.result = type2.construct(state.result), state.tag = type2.tag, state.anchor !== null && (state.anchorMap[state.anchor] = state.result);
              break;
            }
        } else _hasOwnProperty.call(state.typeMap[state.kind || "fallback"], state.tag) ? (type2 = state.typeMap[state.kind || "fallback"][state.tag], state.result !== null && type2.kind !== state.kind && throwError(state, "unacceptable node kind for !<" + state.tag + '> tag; it should be "' + type2.kind + '", not "' + state.kind + '"'), type2.resolve(state.result) ? (state.result = type2.construct(state.result), state.anchor !== null && (state.anchorMap[state.anchor] = state.result)) : throwError(state, "cannot resolve a node with !<" + state.tag + "> explicit tag")) : throwError(state, "unknown tag !<" + state.tag + ">");
      return state.listener !== null && state.listener("close", state), state.tag !== null || state.anchor !== null || hasContent;
    }
    function readDocument(state) {
      var documentStart = state.position, _position, directiveName, directiveArgs, hasDirectives = !1, ch;
      for (state.version = null, state.checkLineBreaks = state.legacy, state.tagMap = {}, state.anchorMap = {}; (ch = state.input.charCodeAt(state.position)) !== 0 && (skipSeparationSpace(state, !0, -1), ch = state.input.charCodeAt(state.position), !(state.lineIndent > 0 || ch !== 37)); ) {
        for (hasDirectives = !0, ch = state.input.charCodeAt(++state.position), _position = state.position; ch !== 0 && !is_WS_OR_EOL(ch); )
          ch = state.input.charCodeAt(++state.position);
        for (directiveName = state.input.slice(_position, state.position), directiveArgs = [], directiveName.length < 1 && throwError(state, "directive name must not be less than one character in length"); ch !== 0; ) {
          for (; is_WHITE_SPACE(ch); )
            ch = state.input.charCodeAt(++state.position);
          if (ch === 35) {
            do
              ch = state.input.charCodeAt(++state.position);
            while (ch !== 0 && !is_EOL(ch));
            break;
          }
          if (is_EOL(ch)) break;
          for (_position = state.position; ch !== 0 && !is_WS_OR_EOL(ch); )
            ch = state.input.charCodeAt(++state.position);
          directiveArgs.push(state.input.slice(_position, state.position));
        }
        ch !== 0 && readLineBreak(state), _hasOwnProperty.call(directiveHandlers, directiveName) ? directiveHandlers[directiveName](state, directiveName, directiveArgs) : throwWarning(state, 'unknown document directive "' + directiveName + '"');
      }
      if (skipSeparationSpace(state, !0, -1), state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45 ? (state.position += 3, skipSeparationSpace(state, !0, -1)) : hasDirectives && throwError(state, "directives end mark is expected"), composeNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, !1, !0), skipSeparationSpace(state, !0, -1), state.checkLineBreaks && PATTERN_NON_ASCII_LINE_BREAKS.test(state.input.slice(documentStart, state.position)) && throwWarning(state, "non-ASCII line breaks are interpreted as content"), state.documents.push(state.result), state.position === state.lineStart && testDocumentSeparator(state)) {
        state.input.charCodeAt(state.position) === 46 && (state.position += 3, skipSeparationSpace(state, !0, -1));
        return;
      }
      if (state.position < state.length - 1)
        throwError(state, "end of the stream or a document separator is expected");
      else
        return;
    }
    function loadDocuments(input, options2) {
      input = String(input), options2 = options2 || {}, input.length !== 0 && (input.charCodeAt(input.length - 1) !== 10 && input.charCodeAt(input.length - 1) !== 13 && (input += `
`), input.charCodeAt(0) === 65279 && (input = input.slice(1)));
      var state = new State(input, options2), nullpos = input.indexOf("\0");
      for (nullpos !== -1 && (state.position = nullpos, throwError(state, "null byte is not allowed in input")), state.input += "\0"; state.input.charCodeAt(state.position) === 32; )
        state.lineIndent += 1, state.position += 1;
      for (; state.position < state.length - 1; )
        readDocument(state);
      return state.documents;
    }
    function loadAll2(input, iterator, options2) {
      iterator !== null && typeof iterator == "object" && typeof options2 > "u" && (options2 = iterator, iterator = null);
      var documents = loadDocuments(input, options2);
      if (typeof iterator != "function")
        return documents;
      for (var index = 0, length = documents.length; index < length; index += 1)
        iterator(documents[index]);
    }
    function load2(input, options2) {
      var documents = loadDocuments(input, options2);
      if (documents.length !== 0) {
        if (documents.length === 1)
          return documents[0];
        throw new YAMLException2("expected a single document in the stream, but found more");
      }
    }
    function safeLoadAll2(input, iterator, options2) {
      return typeof iterator == "object" && iterator !== null && typeof options2 > "u" && (options2 = iterator, iterator = null), loadAll2(input, iterator, common2.extend({ schema: DEFAULT_SAFE_SCHEMA }, options2));
    }
    function safeLoad2(input, options2) {
      return load2(input, common2.extend({ schema: DEFAULT_SAFE_SCHEMA }, options2));
    }
    module2.exports.loadAll = loadAll2;
    module2.exports.load = load2;
    module2.exports.safeLoadAll = safeLoadAll2;
    module2.exports.safeLoad = safeLoad2;
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/dumper.js
var require_dumper = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml/dumper.js"(exports2, module2) {
    "use strict";
    var common2 = require_common(), YAMLException2 = require_exception(), DEFAULT_FULL_SCHEMA = require_default_full(), DEFAULT_SAFE_SCHEMA = require_default_safe(), _toString = Object.prototype.toString, _hasOwnProperty = Object.prototype.hasOwnProperty, CHAR_TAB = 9, CHAR_LINE_FEED = 10, CHAR_CARRIAGE_RETURN = 13, CHAR_SPACE = 32, CHAR_EXCLAMATION = 33, CHAR_DOUBLE_QUOTE = 34, CHAR_SHARP = 35, CHAR_PERCENT = 37, CHAR_AMPERSAND = 38, CHAR_SINGLE_QUOTE = 39, CHAR_ASTERISK = 42, CHAR_COMMA = 44, CHAR_MINUS = 45, CHAR_COLON = 58, CHAR_EQUALS = 61, CHAR_GREATER_THAN = 62, CHAR_QUESTION = 63, CHAR_COMMERCIAL_AT = 64, CHAR_LEFT_SQUARE_BRACKET = 91, CHAR_RIGHT_SQUARE_BRACKET = 93, CHAR_GRAVE_ACCENT = 96, CHAR_LEFT_CURLY_BRACKET = 123, CHAR_VERTICAL_LINE = 124, CHAR_RIGHT_CURLY_BRACKET = 125, ESCAPE_SEQUENCES = {};
    ESCAPE_SEQUENCES[0] = "\\0";
    ESCAPE_SEQUENCES[7] = "\\a";
    ESCAPE_SEQUENCES[8] = "\\b";
    ESCAPE_SEQUENCES[9] = "\\t";
    ESCAPE_SEQUENCES[10] = "\\n";
    ESCAPE_SEQUENCES[11] = "\\v";
    ESCAPE_SEQUENCES[12] = "\\f";
    ESCAPE_SEQUENCES[13] = "\\r";
    ESCAPE_SEQUENCES[27] = "\\e";
    ESCAPE_SEQUENCES[34] = '\\"';
    ESCAPE_SEQUENCES[92] = "\\\\";
    ESCAPE_SEQUENCES[133] = "\\N";
    ESCAPE_SEQUENCES[160] = "\\_";
    ESCAPE_SEQUENCES[8232] = "\\L";
    ESCAPE_SEQUENCES[8233] = "\\P";
    var DEPRECATED_BOOLEANS_SYNTAX = [
      "y",
      "Y",
      "yes",
      "Yes",
      "YES",
      "on",
      "On",
      "ON",
      "n",
      "N",
      "no",
      "No",
      "NO",
      "off",
      "Off",
      "OFF"
    ];
    function compileStyleMap(schema2, map2) {
      var result, keys, index, length, tag, style, type2;
      if (map2 === null) return {};
      for (result = {}, keys = Object.keys(map2), index = 0, length = keys.length; index < length; index += 1)
        tag = keys[index], style = String(map2[tag]), tag.slice(0, 2) === "!!" && (tag = "tag:yaml.org,2002:" + tag.slice(2)), type2 = schema2.compiledTypeMap.fallback[tag], type2 && _hasOwnProperty.call(type2.styleAliases, style) && (style = type2.styleAliases[style]), result[tag] = style;
      return result;
    }
    function encodeHex(character) {
      var string, handle, length;
      if (string = character.toString(16).toUpperCase(), character <= 255)
        handle = "x", length = 2;
      else if (character <= 65535)
        handle = "u", length = 4;
      else if (character <= 4294967295)
        handle = "U", length = 8;
      else
        throw new YAMLException2("code point within a string may not be greater than 0xFFFFFFFF");
      return "\\" + handle + common2.repeat("0", length - string.length) + string;
    }
    function State(options2) {
      this.schema = options2.schema || DEFAULT_FULL_SCHEMA, this.indent = Math.max(1, options2.indent || 2), this.noArrayIndent = options2.noArrayIndent || !1, this.skipInvalid = options2.skipInvalid || !1, this.flowLevel = common2.isNothing(options2.flowLevel) ? -1 : options2.flowLevel, this.styleMap = compileStyleMap(this.schema, options2.styles || null), this.sortKeys = options2.sortKeys || !1, this.lineWidth = options2.lineWidth || 80, this.noRefs = options2.noRefs || !1, this.noCompatMode = options2.noCompatMode || !1, this.condenseFlow = options2.condenseFlow || !1, this.implicitTypes = this.schema.compiledImplicit, this.explicitTypes = this.schema.compiledExplicit, this.tag = null, this.result = "", this.duplicates = [], this.usedDuplicates = null;
    }
    function indentString(string, spaces) {
      for (var ind = common2.repeat(" ", spaces), position = 0, next = -1, result = "", line, length = string.length; position < length; )
        next = string.indexOf(`
`, position), next === -1 ? (line = string.slice(position), position = length) : (line = string.slice(position, next + 1), position = next + 1), line.length && line !== `
` && (result += ind), result += line;
      return result;
    }
    function generateNextLine(state, level) {
      return `
` + common2.repeat(" ", state.indent * level);
    }
    function testImplicitResolving(state, str3) {
      var index, length, type2;
      for (index = 0, length = state.implicitTypes.length; index < length; index += 1)
        if (type2 = state.implicitTypes[index], type2.resolve(str3))
          return !0;
      return !1;
    }
    function isWhitespace(c) {
      return c === CHAR_SPACE || c === CHAR_TAB;
    }
    function isPrintable(c) {
      return 32 <= c && c <= 126 || 161 <= c && c <= 55295 && c !== 8232 && c !== 8233 || 57344 <= c && c <= 65533 && c !== 65279 || 65536 <= c && c <= 1114111;
    }
    function isNsChar(c) {
      return isPrintable(c) && !isWhitespace(c) && c !== 65279 && c !== CHAR_CARRIAGE_RETURN && c !== CHAR_LINE_FEED;
    }
    function isPlainSafe(c, prev) {
      return isPrintable(c) && c !== 65279 && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET && c !== CHAR_COLON && (c !== CHAR_SHARP || prev && isNsChar(prev));
    }
    function isPlainSafeFirst(c) {
      return isPrintable(c) && c !== 65279 && !isWhitespace(c) && c !== CHAR_MINUS && c !== CHAR_QUESTION && c !== CHAR_COLON && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET && c !== CHAR_SHARP && c !== CHAR_AMPERSAND && c !== CHAR_ASTERISK && c !== CHAR_EXCLAMATION && c !== CHAR_VERTICAL_LINE && c !== CHAR_EQUALS && c !== CHAR_GREATER_THAN && c !== CHAR_SINGLE_QUOTE && c !== CHAR_DOUBLE_QUOTE && c !== CHAR_PERCENT && c !== CHAR_COMMERCIAL_AT && c !== CHAR_GRAVE_ACCENT;
    }
    function needIndentIndicator(string) {
      var leadingSpaceRe = /^\n* /;
      return leadingSpaceRe.test(string);
    }
    var STYLE_PLAIN = 1, STYLE_SINGLE = 2, STYLE_LITERAL = 3, STYLE_FOLDED = 4, STYLE_DOUBLE = 5;
    function chooseScalarStyle(string, singleLineOnly, indentPerLevel, lineWidth, testAmbiguousType) {
      var i, char, prev_char, hasLineBreak = !1, hasFoldableLine = !1, shouldTrackWidth = lineWidth !== -1, previousLineBreak = -1, plain = isPlainSafeFirst(string.charCodeAt(0)) && !isWhitespace(string.charCodeAt(string.length - 1));
      if (singleLineOnly)
        for (i = 0; i < string.length; i++) {
          if (char = string.charCodeAt(i), !isPrintable(char))
            return STYLE_DOUBLE;
          prev_char = i > 0 ? string.charCodeAt(i - 1) : null, plain = plain && isPlainSafe(char, prev_char);
        }
      else {
        for (i = 0; i < string.length; i++) {
          if (char = string.charCodeAt(i), char === CHAR_LINE_FEED)
            hasLineBreak = !0, shouldTrackWidth && (hasFoldableLine = hasFoldableLine || // Foldable line = too long, and not more-indented.
            i - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ", previousLineBreak = i);
          else if (!isPrintable(char))
            return STYLE_DOUBLE;
          prev_char = i > 0 ? string.charCodeAt(i - 1) : null, plain = plain && isPlainSafe(char, prev_char);
        }
        hasFoldableLine = hasFoldableLine || shouldTrackWidth && i - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ";
      }
      return !hasLineBreak && !hasFoldableLine ? plain && !testAmbiguousType(string) ? STYLE_PLAIN : STYLE_SINGLE : indentPerLevel > 9 && needIndentIndicator(string) ? STYLE_DOUBLE : hasFoldableLine ? STYLE_FOLDED : STYLE_LITERAL;
    }
    function writeScalar(state, string, level, iskey) {
      state.dump = (function() {
        if (string.length === 0)
          return "''";
        if (!state.noCompatMode && DEPRECATED_BOOLEANS_SYNTAX.indexOf(string) !== -1)
          return "'" + string + "'";
        var indent = state.indent * Math.max(1, level), lineWidth = state.lineWidth === -1 ? -1 : Math.max(Math.min(state.lineWidth, 40), state.lineWidth - indent), singleLineOnly = iskey || state.flowLevel > -1 && level >= state.flowLevel;
        function testAmbiguity(string2) {
          return testImplicitResolving(state, string2);
        }
        switch (chooseScalarStyle(string, singleLineOnly, state.indent, lineWidth, testAmbiguity)) {
          case STYLE_PLAIN:
            return string;
          case STYLE_SINGLE:
            return "'" + string.replace(/'/g, "''") + "'";
          case STYLE_LITERAL:
            return "|" + blockHeader(string, state.indent) + dropEndingNewline(indentString(string, indent));
          case STYLE_FOLDED:
            return ">" + blockHeader(string, state.indent) + dropEndingNewline(indentString(foldString(string, lineWidth), indent));
          case STYLE_DOUBLE:
            return '"' + escapeString(string, lineWidth) + '"';
          default:
            throw new YAMLException2("impossible error: invalid scalar style");
        }
      })();
    }
    function blockHeader(string, indentPerLevel) {
      var indentIndicator = needIndentIndicator(string) ? String(indentPerLevel) : "", clip = string[string.length - 1] === `
`, keep = clip && (string[string.length - 2] === `
` || string === `
`), chomp = keep ? "+" : clip ? "" : "-";
      return indentIndicator + chomp + `
`;
    }
    function dropEndingNewline(string) {
      return string[string.length - 1] === `
` ? string.slice(0, -1) : string;
    }
    function foldString(string, width) {
      for (var lineRe = /(\n+)([^\n]*)/g, result = (function() {
        var nextLF = string.indexOf(`
`);
        return nextLF = nextLF !== -1 ? nextLF : string.length, lineRe.lastIndex = nextLF, foldLine(string.slice(0, nextLF), width);
      })(), prevMoreIndented = string[0] === `
` || string[0] === " ", moreIndented, match; match = lineRe.exec(string); ) {
        var prefix = match[1], line = match[2];
        moreIndented = line[0] === " ", result += prefix + (!prevMoreIndented && !moreIndented && line !== "" ? `
` : "") + foldLine(line, width), prevMoreIndented = moreIndented;
      }
      return result;
    }
    function foldLine(line, width) {
      if (line === "" || line[0] === " ") return line;
      for (var breakRe = / [^ ]/g, match, start = 0, end, curr = 0, next = 0, result = ""; match = breakRe.exec(line); )
        next = match.index, next - start > width && (end = curr > start ? curr : next, result += `
` + line.slice(start, end), start = end + 1), curr = next;
      return result += `
`, line.length - start > width && curr > start ? result += line.slice(start, curr) + `
` + line.slice(curr + 1) : result += line.slice(start), result.slice(1);
    }
    function escapeString(string) {
      for (var result = "", char, nextChar, escapeSeq, i = 0; i < string.length; i++) {
        if (char = string.charCodeAt(i), char >= 55296 && char <= 56319 && (nextChar = string.charCodeAt(i + 1), nextChar >= 56320 && nextChar <= 57343)) {
          result += encodeHex((char - 55296) * 1024 + nextChar - 56320 + 65536), i++;
          continue;
        }
        escapeSeq = ESCAPE_SEQUENCES[char], result += !escapeSeq && isPrintable(char) ? string[i] : escapeSeq || encodeHex(char);
      }
      return result;
    }
    function writeFlowSequence(state, level, object) {
      var _result = "", _tag = state.tag, index, length;
      for (index = 0, length = object.length; index < length; index += 1)
        writeNode(state, level, object[index], !1, !1) && (index !== 0 && (_result += "," + (state.condenseFlow ? "" : " ")), _result += state.dump);
      state.tag = _tag, state.dump = "[" + _result + "]";
    }
    function writeBlockSequence(state, level, object, compact) {
      var _result = "", _tag = state.tag, index, length;
      for (index = 0, length = object.length; index < length; index += 1)
        writeNode(state, level + 1, object[index], !0, !0) && ((!compact || index !== 0) && (_result += generateNextLine(state, level)), state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0) ? _result += "-" : _result += "- ", _result += state.dump);
      state.tag = _tag, state.dump = _result || "[]";
    }
    function writeFlowMapping(state, level, object) {
      var _result = "", _tag = state.tag, objectKeyList = Object.keys(object), index, length, objectKey, objectValue, pairBuffer;
      for (index = 0, length = objectKeyList.length; index < length; index += 1)
        pairBuffer = "", index !== 0 && (pairBuffer += ", "), state.condenseFlow && (pairBuffer += '"'), objectKey = objectKeyList[index], objectValue = object[objectKey], writeNode(state, level, objectKey, !1, !1) && (state.dump.length > 1024 && (pairBuffer += "? "), pairBuffer += state.dump + (state.condenseFlow ? '"' : "") + ":" + (state.condenseFlow ? "" : " "), writeNode(state, level, objectValue, !1, !1) && (pairBuffer += state.dump, _result += pairBuffer));
      state.tag = _tag, state.dump = "{" + _result + "}";
    }
    function writeBlockMapping(state, level, object, compact) {
      var _result = "", _tag = state.tag, objectKeyList = Object.keys(object), index, length, objectKey, objectValue, explicitPair, pairBuffer;
      if (state.sortKeys === !0)
        objectKeyList.sort();
      else if (typeof state.sortKeys == "function")
        objectKeyList.sort(state.sortKeys);
      else if (state.sortKeys)
        throw new YAMLException2("sortKeys must be a boolean or a function");
      for (index = 0, length = objectKeyList.length; index < length; index += 1)
        pairBuffer = "", (!compact || index !== 0) && (pairBuffer += generateNextLine(state, level)), objectKey = objectKeyList[index], objectValue = object[objectKey], writeNode(state, level + 1, objectKey, !0, !0, !0) && (explicitPair = state.tag !== null && state.tag !== "?" || state.dump && state.dump.length > 1024, explicitPair && (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0) ? pairBuffer += "?" : pairBuffer += "? "), pairBuffer += state.dump, explicitPair && (pairBuffer += generateNextLine(state, level)), writeNode(state, level + 1, objectValue, !0, explicitPair) && (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0) ? pairBuffer += ":" : pairBuffer += ": ", pairBuffer += state.dump, _result += pairBuffer));
      state.tag = _tag, state.dump = _result || "{}";
    }
    function detectType(state, object, explicit) {
      var _result, typeList, index, length, type2, style;
      for (typeList = explicit ? state.explicitTypes : state.implicitTypes, index = 0, length = typeList.length; index < length; index += 1)
        if (type2 = typeList[index], (type2.instanceOf || type2.predicate) && (!type2.instanceOf || typeof object == "object" && object instanceof type2.instanceOf) && (!type2.predicate || type2.predicate(object))) {
          if (state.tag = explicit ? type2.tag : "?", type2.represent) {
            if (style = state.styleMap[type2.tag] || type2.defaultStyle, _toString.call(type2.represent) === "[object Function]")
              _result = type2.represent(object, style);
            else if (_hasOwnProperty.call(type2.represent, style))
              _result = type2.represent[style](object, style);
            else
              throw new YAMLException2("!<" + type2.tag + '> tag resolver accepts not "' + style + '" style');
            state.dump = _result;
          }
          return !0;
        }
      return !1;
    }
    function writeNode(state, level, object, block, compact, iskey) {
      state.tag = null, state.dump = object, detectType(state, object, !1) || detectType(state, object, !0);
      var type2 = _toString.call(state.dump);
      block && (block = state.flowLevel < 0 || state.flowLevel > level);
      var objectOrArray = type2 === "[object Object]" || type2 === "[object Array]", duplicateIndex, duplicate;
      if (objectOrArray && (duplicateIndex = state.duplicates.indexOf(object), duplicate = duplicateIndex !== -1), (state.tag !== null && state.tag !== "?" || duplicate || state.indent !== 2 && level > 0) && (compact = !1), duplicate && state.usedDuplicates[duplicateIndex])
        state.dump = "*ref_" + duplicateIndex;
      else {
        if (objectOrArray && duplicate && !state.usedDuplicates[duplicateIndex] && (state.usedDuplicates[duplicateIndex] = !0), type2 === "[object Object]")
          block && Object.keys(state.dump).length !== 0 ? (writeBlockMapping(state, level, state.dump, compact), duplicate && (state.dump = "&ref_" + duplicateIndex + state.dump)) : (writeFlowMapping(state, level, state.dump), duplicate && (state.dump = "&ref_" + duplicateIndex + " " + state.dump));
        else if (type2 === "[object Array]") {
          var arrayLevel = state.noArrayIndent && level > 0 ? level - 1 : level;
          block && state.dump.length !== 0 ? (writeBlockSequence(state, arrayLevel, state.dump, compact), duplicate && (state.dump = "&ref_" + duplicateIndex + state.dump)) : (writeFlowSequence(state, arrayLevel, state.dump), duplicate && (state.dump = "&ref_" + duplicateIndex + " " + state.dump));
        } else if (type2 === "[object String]")
          state.tag !== "?" && writeScalar(state, state.dump, level, iskey);
        else {
          if (state.skipInvalid) return !1;
          throw new YAMLException2("unacceptable kind of an object to dump " + type2);
        }
        state.tag !== null && state.tag !== "?" && (state.dump = "!<" + state.tag + "> " + state.dump);
      }
      return !0;
    }
    function getDuplicateReferences(object, state) {
      var objects = [], duplicatesIndexes = [], index, length;
      for (inspectNode(object, objects, duplicatesIndexes), index = 0, length = duplicatesIndexes.length; index < length; index += 1)
        state.duplicates.push(objects[duplicatesIndexes[index]]);
      state.usedDuplicates = new Array(length);
    }
    function inspectNode(object, objects, duplicatesIndexes) {
      var objectKeyList, index, length;
      if (object !== null && typeof object == "object")
        if (index = objects.indexOf(object), index !== -1)
          duplicatesIndexes.indexOf(index) === -1 && duplicatesIndexes.push(index);
        else if (objects.push(object), Array.isArray(object))
          for (index = 0, length = object.length; index < length; index += 1)
            inspectNode(object[index], objects, duplicatesIndexes);
        else
          for (objectKeyList = Object.keys(object), index = 0, length = objectKeyList.length; index < length; index += 1)
            inspectNode(object[objectKeyList[index]], objects, duplicatesIndexes);
    }
    function dump2(input, options2) {
      options2 = options2 || {};
      var state = new State(options2);
      return state.noRefs || getDuplicateReferences(input, state), writeNode(state, 0, input, !0, !0) ? state.dump + `
` : "";
    }
    function safeDump2(input, options2) {
      return dump2(input, common2.extend({ schema: DEFAULT_SAFE_SCHEMA }, options2));
    }
    module2.exports.dump = dump2;
    module2.exports.safeDump = safeDump2;
  }
});

// node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml.js
var require_js_yaml = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml.js"(exports2, module2) {
    "use strict";
    var loader2 = require_loader(), dumper2 = require_dumper();
    function deprecated(name) {
      return function() {
        throw new Error("Function " + name + " is deprecated and cannot be used.");
      };
    }
    module2.exports.Type = require_type();
    module2.exports.Schema = require_schema();
    module2.exports.FAILSAFE_SCHEMA = require_failsafe();
    module2.exports.JSON_SCHEMA = require_json();
    module2.exports.CORE_SCHEMA = require_core();
    module2.exports.DEFAULT_SAFE_SCHEMA = require_default_safe();
    module2.exports.DEFAULT_FULL_SCHEMA = require_default_full();
    module2.exports.load = loader2.load;
    module2.exports.loadAll = loader2.loadAll;
    module2.exports.safeLoad = loader2.safeLoad;
    module2.exports.safeLoadAll = loader2.safeLoadAll;
    module2.exports.dump = dumper2.dump;
    module2.exports.safeDump = dumper2.safeDump;
    module2.exports.YAMLException = require_exception();
    module2.exports.MINIMAL_SCHEMA = require_failsafe();
    module2.exports.SAFE_SCHEMA = require_default_safe();
    module2.exports.DEFAULT_SCHEMA = require_default_full();
    module2.exports.scan = deprecated("scan");
    module2.exports.parse = deprecated("parse");
    module2.exports.compose = deprecated("compose");
    module2.exports.addConstructor = deprecated("addConstructor");
  }
});

// node_modules/gray-matter/node_modules/js-yaml/index.js
var require_js_yaml2 = __commonJS({
  "node_modules/gray-matter/node_modules/js-yaml/index.js"(exports2, module2) {
    "use strict";
    var yaml3 = require_js_yaml();
    module2.exports = yaml3;
  }
});

// node_modules/gray-matter/lib/engines.js
var require_engines = __commonJS({
  "node_modules/gray-matter/lib/engines.js"(exports, module) {
    "use strict";
    var yaml = require_js_yaml2(), engines = exports = module.exports;
    engines.yaml = {
      parse: yaml.safeLoad.bind(yaml),
      stringify: yaml.safeDump.bind(yaml)
    };
    engines.json = {
      parse: JSON.parse.bind(JSON),
      stringify: function(obj, options2) {
        let opts = Object.assign({ replacer: null, space: 2 }, options2);
        return JSON.stringify(obj, opts.replacer, opts.space);
      }
    };
    engines.javascript = {
      parse: function parse(str, options, wrap) {
        try {
          return wrap !== !1 && (str = `(function() {
return ` + str.trim() + `;
}());`), eval(str) || {};
        } catch (err) {
          if (wrap !== !1 && /(unexpected|identifier)/i.test(err.message))
            return parse(str, options, !1);
          throw new SyntaxError(err);
        }
      },
      stringify: function() {
        throw new Error("stringifying JavaScript is not supported");
      }
    };
  }
});

// node_modules/strip-bom-string/index.js
var require_strip_bom_string = __commonJS({
  "node_modules/strip-bom-string/index.js"(exports2, module2) {
    "use strict";
    module2.exports = function(str3) {
      return typeof str3 == "string" && str3.charAt(0) === "\uFEFF" ? str3.slice(1) : str3;
    };
  }
});

// node_modules/gray-matter/lib/utils.js
var require_utils = __commonJS({
  "node_modules/gray-matter/lib/utils.js"(exports2) {
    "use strict";
    var stripBom = require_strip_bom_string(), typeOf = require_kind_of();
    exports2.define = function(obj, key, val) {
      Reflect.defineProperty(obj, key, {
        enumerable: !1,
        configurable: !0,
        writable: !0,
        value: val
      });
    };
    exports2.isBuffer = function(val) {
      return typeOf(val) === "buffer";
    };
    exports2.isObject = function(val) {
      return typeOf(val) === "object";
    };
    exports2.toBuffer = function(input) {
      return typeof input == "string" ? Buffer.from(input) : input;
    };
    exports2.toString = function(input) {
      if (exports2.isBuffer(input)) return stripBom(String(input));
      if (typeof input != "string")
        throw new TypeError("expected input to be a string or buffer");
      return stripBom(input);
    };
    exports2.arrayify = function(val) {
      return val ? Array.isArray(val) ? val : [val] : [];
    };
    exports2.startsWith = function(str3, substr, len) {
      return typeof len != "number" && (len = substr.length), str3.slice(0, len) === substr;
    };
  }
});

// node_modules/gray-matter/lib/defaults.js
var require_defaults = __commonJS({
  "node_modules/gray-matter/lib/defaults.js"(exports2, module2) {
    "use strict";
    var engines2 = require_engines(), utils = require_utils();
    module2.exports = function(options2) {
      let opts = Object.assign({}, options2);
      return opts.delimiters = utils.arrayify(opts.delims || opts.delimiters || "---"), opts.delimiters.length === 1 && opts.delimiters.push(opts.delimiters[0]), opts.language = (opts.language || opts.lang || "yaml").toLowerCase(), opts.engines = Object.assign({}, engines2, opts.parsers, opts.engines), opts;
    };
  }
});

// node_modules/gray-matter/lib/engine.js
var require_engine = __commonJS({
  "node_modules/gray-matter/lib/engine.js"(exports2, module2) {
    "use strict";
    module2.exports = function(name, options2) {
      let engine = options2.engines[name] || options2.engines[aliase(name)];
      if (typeof engine > "u")
        throw new Error('gray-matter engine "' + name + '" is not registered');
      return typeof engine == "function" && (engine = { parse: engine }), engine;
    };
    function aliase(name) {
      switch (name.toLowerCase()) {
        case "js":
        case "javascript":
          return "javascript";
        case "coffee":
        case "coffeescript":
        case "cson":
          return "coffee";
        case "yaml":
        case "yml":
          return "yaml";
        default:
          return name;
      }
    }
  }
});

// node_modules/gray-matter/lib/stringify.js
var require_stringify = __commonJS({
  "node_modules/gray-matter/lib/stringify.js"(exports2, module2) {
    "use strict";
    var typeOf = require_kind_of(), getEngine = require_engine(), defaults = require_defaults();
    module2.exports = function(file, data, options2) {
      if (data == null && options2 == null)
        switch (typeOf(file)) {
          case "object":
            data = file.data, options2 = {};
            break;
          case "string":
            return file;
          default:
            throw new TypeError("expected file to be a string or object");
        }
      let str3 = file.content, opts = defaults(options2);
      if (data == null) {
        if (!opts.data) return file;
        data = opts.data;
      }
      let language = file.language || opts.language, engine = getEngine(language, opts);
      if (typeof engine.stringify != "function")
        throw new TypeError('expected "' + language + '.stringify" to be a function');
      data = Object.assign({}, file.data, data);
      let open4 = opts.delimiters[0], close2 = opts.delimiters[1], matter2 = engine.stringify(data, options2).trim(), buf = "";
      return matter2 !== "{}" && (buf = newline(open4) + newline(matter2) + newline(close2)), typeof file.excerpt == "string" && file.excerpt !== "" && str3.indexOf(file.excerpt.trim()) === -1 && (buf += newline(file.excerpt) + newline(close2)), buf + newline(str3);
    };
    function newline(str3) {
      return str3.slice(-1) !== `
` ? str3 + `
` : str3;
    }
  }
});

// node_modules/gray-matter/lib/excerpt.js
var require_excerpt = __commonJS({
  "node_modules/gray-matter/lib/excerpt.js"(exports2, module2) {
    "use strict";
    var defaults = require_defaults();
    module2.exports = function(file, options2) {
      let opts = defaults(options2);
      if (file.data == null && (file.data = {}), typeof opts.excerpt == "function")
        return opts.excerpt(file, opts);
      let sep = file.data.excerpt_separator || opts.excerpt_separator;
      if (sep == null && (opts.excerpt === !1 || opts.excerpt == null))
        return file;
      let delimiter = typeof opts.excerpt == "string" ? opts.excerpt : sep || opts.delimiters[0], idx = file.content.indexOf(delimiter);
      return idx !== -1 && (file.excerpt = file.content.slice(0, idx)), file;
    };
  }
});

// node_modules/gray-matter/lib/to-file.js
var require_to_file = __commonJS({
  "node_modules/gray-matter/lib/to-file.js"(exports2, module2) {
    "use strict";
    var typeOf = require_kind_of(), stringify = require_stringify(), utils = require_utils();
    module2.exports = function(file) {
      return typeOf(file) !== "object" && (file = { content: file }), typeOf(file.data) !== "object" && (file.data = {}), file.contents && file.content == null && (file.content = file.contents), utils.define(file, "orig", utils.toBuffer(file.content)), utils.define(file, "language", file.language || ""), utils.define(file, "matter", file.matter || ""), utils.define(file, "stringify", function(data, options2) {
        return options2 && options2.language && (file.language = options2.language), stringify(file, data, options2);
      }), file.content = utils.toString(file.content), file.isEmpty = !1, file.excerpt = "", file;
    };
  }
});

// node_modules/gray-matter/lib/parse.js
var require_parse = __commonJS({
  "node_modules/gray-matter/lib/parse.js"(exports2, module2) {
    "use strict";
    var getEngine = require_engine(), defaults = require_defaults();
    module2.exports = function(language, str3, options2) {
      let opts = defaults(options2), engine = getEngine(language, opts);
      if (typeof engine.parse != "function")
        throw new TypeError('expected "' + language + '.parse" to be a function');
      return engine.parse(str3, opts);
    };
  }
});

// node_modules/gray-matter/index.js
var require_gray_matter = __commonJS({
  "node_modules/gray-matter/index.js"(exports2, module2) {
    "use strict";
    var fs = __require("fs"), sections = require_section_matter(), defaults = require_defaults(), stringify = require_stringify(), excerpt = require_excerpt(), engines2 = require_engines(), toFile = require_to_file(), parse2 = require_parse(), utils = require_utils();
    function matter2(input, options2) {
      if (input === "")
        return { data: {}, content: input, excerpt: "", orig: input };
      let file = toFile(input), cached = matter2.cache[file.content];
      if (!options2) {
        if (cached)
          return file = Object.assign({}, cached), file.orig = cached.orig, file;
        matter2.cache[file.content] = file;
      }
      return parseMatter(file, options2);
    }
    function parseMatter(file, options2) {
      let opts = defaults(options2), open4 = opts.delimiters[0], close2 = `
` + opts.delimiters[1], str3 = file.content;
      opts.language && (file.language = opts.language);
      let openLen = open4.length;
      if (!utils.startsWith(str3, open4, openLen))
        return excerpt(file, opts), file;
      if (str3.charAt(openLen) === open4.slice(-1))
        return file;
      str3 = str3.slice(openLen);
      let len = str3.length, language = matter2.language(str3, opts);
      language.name && (file.language = language.name, str3 = str3.slice(language.raw.length));
      let closeIndex = str3.indexOf(close2);
      return closeIndex === -1 && (closeIndex = len), file.matter = str3.slice(0, closeIndex), file.matter.replace(/^\s*#[^\n]+/gm, "").trim() === "" ? (file.isEmpty = !0, file.empty = file.content, file.data = {}) : file.data = parse2(file.language, file.matter, opts), closeIndex === len ? file.content = "" : (file.content = str3.slice(closeIndex + close2.length), file.content[0] === "\r" && (file.content = file.content.slice(1)), file.content[0] === `
` && (file.content = file.content.slice(1))), excerpt(file, opts), (opts.sections === !0 || typeof opts.section == "function") && sections(file, opts.section), file;
    }
    matter2.engines = engines2;
    matter2.stringify = function(file, data, options2) {
      return typeof file == "string" && (file = matter2(file, options2)), stringify(file, data, options2);
    };
    matter2.read = function(filepath, options2) {
      let str3 = fs.readFileSync(filepath, "utf8"), file = matter2(str3, options2);
      return file.path = filepath, file;
    };
    matter2.test = function(str3, options2) {
      return utils.startsWith(str3, defaults(options2).delimiters[0]);
    };
    matter2.language = function(str3, options2) {
      let open4 = defaults(options2).delimiters[0];
      matter2.test(str3) && (str3 = str3.slice(open4.length));
      let language = str3.slice(0, str3.search(/\r?\n/));
      return {
        raw: language,
        name: language ? language.trim() : ""
      };
    };
    matter2.cache = {};
    matter2.clearCache = function() {
      matter2.cache = {};
    };
    module2.exports = matter2;
  }
});

// src/core/memory.ts
var MEMORY_TYPES = [
  "decision",
  "learning",
  "artifact",
  "gotcha",
  "breadcrumb",
  "hub"
], SESSION_NOTE_TYPES = ["breadcrumb"];
function isSessionNote(type2) {
  return SESSION_NOTE_TYPES.includes(type2);
}
var SEVERITIES = ["critical", "high", "medium", "low"], MAX_ID_LENGTH = 200;
function isMemoryId(value) {
  return typeof value == "string" && value.length > 0 && value.length <= MAX_ID_LENGTH && !value.startsWith(".") && !value.includes("..") && !/[/\\\u0000-\u001f:*?"<>|]/.test(value);
}
function isNewMemoryId(value) {
  return typeof value == "string" && value.length <= MAX_ID_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
function isKnownMemoryType(value) {
  return typeof value == "string" && MEMORY_TYPES.includes(value);
}
function isMemoryType(value) {
  return typeof value == "string" && /^[a-z][a-z0-9_-]{0,39}$/.test(value);
}
function isSeverity(value) {
  return typeof value == "string" && SEVERITIES.includes(value);
}

// src/core/byte-text.ts
var STRICT_UTF8 = new TextDecoder("utf-8", { fatal: !0, ignoreBOM: !0 }), LONE_ESCAPE = /(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/, LONE_ESCAPES = /(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/g;
function sequenceLength(bytes, i) {
  let b = bytes[i];
  if (b < 128) return 1;
  let n = 0, min = 0;
  if (b >= 194 && b <= 223) [n, min] = [2, 128];
  else if (b >= 224 && b <= 239) [n, min] = [3, 2048];
  else if (b >= 240 && b <= 244) [n, min] = [4, 65536];
  else return 0;
  if (i + n > bytes.length) return 0;
  let cp = b & 255 >> n + 1;
  for (let k = 1; k < n; k++) {
    let c = bytes[i + k];
    if ((c & 192) !== 128) return 0;
    cp = cp << 6 | c & 63;
  }
  return cp < min || cp > 1114111 || cp >= 55296 && cp <= 57343 ? 0 : n;
}
function decodeBytes(bytes) {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return decodeEscaping(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
}
function decodeEscaping(buffer) {
  let out = "", runStart = 0, i = 0;
  for (; i < buffer.length; ) {
    let n = sequenceLength(buffer, i);
    if (n) {
      i += n;
      continue;
    }
    out += buffer.toString("utf8", runStart, i) + String.fromCharCode(56320 + buffer[i]), i += 1, runStart = i;
  }
  return out + buffer.toString("utf8", runStart);
}
function encodeText(text) {
  if (!LONE_ESCAPE.test(text)) return Buffer.from(text, "utf8");
  let parts = [], last = 0;
  for (let match of text.matchAll(LONE_ESCAPES))
    parts.push(Buffer.from(text.slice(last, match.index), "utf8")), parts.push(Buffer.of(match[0].charCodeAt(0) - 56320)), last = match.index + 1;
  return parts.push(Buffer.from(text.slice(last), "utf8")), Buffer.concat(parts);
}
function hasEscapedBytes(text) {
  return LONE_ESCAPE.test(text);
}
function displayText(text) {
  return hasEscapedBytes(text) ? text.replace(LONE_ESCAPES, "\uFFFD") : text;
}

// src/core/aliases.ts
function readAliases(value) {
  if (value == null) return [];
  if (typeof value == "string") return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value) && value.every((v) => typeof v == "string" || typeof v == "number"))
    return value.map((v) => String(v).trim()).filter(Boolean);
}
function aliasesProblem(aliases) {
  if (aliases.length > 5) return `has ${aliases.length} entries, over 5`;
  let long = aliases.find((a) => a.length > 80);
  if (long !== void 0)
    return `holds ${JSON.stringify(`${long.slice(0, 40)}\u2026`)}, longer than 80 characters`;
  let multiline = aliases.find((a) => /[\r\n\u0000]/.test(a));
  return multiline !== void 0 ? `holds ${JSON.stringify(multiline)}, which is not one line` : null;
}

// src/core/frontmatter.ts
var import_gray_matter = __toESM(require_gray_matter(), 1);

// node_modules/js-yaml/dist/js-yaml.mjs
function getDefaultExportFromCjs(x) {
  return x && x.__esModule && Object.prototype.hasOwnProperty.call(x, "default") ? x.default : x;
}
var jsYaml = {}, loader = {}, common = {}, hasRequiredCommon;
function requireCommon() {
  if (hasRequiredCommon) return common;
  hasRequiredCommon = 1;
  function isNothing(subject) {
    return typeof subject > "u" || subject === null;
  }
  function isObject(subject) {
    return typeof subject == "object" && subject !== null;
  }
  function toArray(sequence) {
    return Array.isArray(sequence) ? sequence : isNothing(sequence) ? [] : [sequence];
  }
  function extend(target, source) {
    if (source) {
      let sourceKeys = Object.keys(source);
      for (let index = 0, length = sourceKeys.length; index < length; index += 1) {
        let key = sourceKeys[index];
        target[key] = source[key];
      }
    }
    return target;
  }
  function repeat(string, count) {
    let result = "";
    for (let cycle = 0; cycle < count; cycle += 1)
      result += string;
    return result;
  }
  function isNegativeZero(number) {
    return number === 0 && Number.NEGATIVE_INFINITY === 1 / number;
  }
  return common.isNothing = isNothing, common.isObject = isObject, common.toArray = toArray, common.repeat = repeat, common.isNegativeZero = isNegativeZero, common.extend = extend, common;
}
var exception, hasRequiredException;
function requireException() {
  if (hasRequiredException) return exception;
  hasRequiredException = 1;
  function formatError(exception2, compact) {
    let where = "", message = exception2.reason || "(unknown reason)";
    return exception2.mark ? (exception2.mark.name && (where += 'in "' + exception2.mark.name + '" '), where += "(" + (exception2.mark.line + 1) + ":" + (exception2.mark.column + 1) + ")", !compact && exception2.mark.snippet && (where += `

` + exception2.mark.snippet), message + " " + where) : message;
  }
  function YAMLException2(reason, mark) {
    Error.call(this), this.name = "YAMLException", this.reason = reason, this.mark = mark, this.message = formatError(this, !1), Error.captureStackTrace ? Error.captureStackTrace(this, this.constructor) : this.stack = new Error().stack || "";
  }
  return YAMLException2.prototype = Object.create(Error.prototype), YAMLException2.prototype.constructor = YAMLException2, YAMLException2.prototype.toString = function(compact) {
    return this.name + ": " + formatError(this, compact);
  }, exception = YAMLException2, exception;
}
var snippet, hasRequiredSnippet;
function requireSnippet() {
  if (hasRequiredSnippet) return snippet;
  hasRequiredSnippet = 1;
  let common2 = requireCommon();
  function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
    let head = "", tail = "", maxHalfLength = Math.floor(maxLineLength / 2) - 1;
    return position - lineStart > maxHalfLength && (head = " ... ", lineStart = position - maxHalfLength + head.length), lineEnd - position > maxHalfLength && (tail = " ...", lineEnd = position + maxHalfLength - tail.length), {
      str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "\u2192") + tail,
      pos: position - lineStart + head.length
      // relative position
    };
  }
  function padStart(string, max) {
    return common2.repeat(" ", max - string.length) + string;
  }
  function makeSnippet(mark, options2) {
    if (options2 = Object.create(options2 || null), !mark.buffer) return null;
    options2.maxLength || (options2.maxLength = 79), typeof options2.indent != "number" && (options2.indent = 1), typeof options2.linesBefore != "number" && (options2.linesBefore = 3), typeof options2.linesAfter != "number" && (options2.linesAfter = 2);
    let re = /\r?\n|\r|\0/g, lineStarts = [0], lineEnds = [], match, foundLineNo = -1;
    for (; match = re.exec(mark.buffer); )
      lineEnds.push(match.index), lineStarts.push(match.index + match[0].length), mark.position <= match.index && foundLineNo < 0 && (foundLineNo = lineStarts.length - 2);
    foundLineNo < 0 && (foundLineNo = lineStarts.length - 1);
    let result = "", lineNoLength = Math.min(mark.line + options2.linesAfter, lineEnds.length).toString().length, maxLineLength = options2.maxLength - (options2.indent + lineNoLength + 3);
    for (let i = 1; i <= options2.linesBefore && !(foundLineNo - i < 0); i++) {
      let line2 = getLine(
        mark.buffer,
        lineStarts[foundLineNo - i],
        lineEnds[foundLineNo - i],
        mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]),
        maxLineLength
      );
      result = common2.repeat(" ", options2.indent) + padStart((mark.line - i + 1).toString(), lineNoLength) + " | " + line2.str + `
` + result;
    }
    let line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
    result += common2.repeat(" ", options2.indent) + padStart((mark.line + 1).toString(), lineNoLength) + " | " + line.str + `
`, result += common2.repeat("-", options2.indent + lineNoLength + 3 + line.pos) + `^
`;
    for (let i = 1; i <= options2.linesAfter && !(foundLineNo + i >= lineEnds.length); i++) {
      let line2 = getLine(
        mark.buffer,
        lineStarts[foundLineNo + i],
        lineEnds[foundLineNo + i],
        mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]),
        maxLineLength
      );
      result += common2.repeat(" ", options2.indent) + padStart((mark.line + i + 1).toString(), lineNoLength) + " | " + line2.str + `
`;
    }
    return result.replace(/\n$/, "");
  }
  return snippet = makeSnippet, snippet;
}
var type, hasRequiredType;
function requireType() {
  if (hasRequiredType) return type;
  hasRequiredType = 1;
  let YAMLException2 = requireException(), TYPE_CONSTRUCTOR_OPTIONS = [
    "kind",
    "multi",
    "resolve",
    "construct",
    "instanceOf",
    "predicate",
    "represent",
    "representName",
    "defaultStyle",
    "styleAliases"
  ], YAML_NODE_KINDS = [
    "scalar",
    "sequence",
    "mapping"
  ];
  function compileStyleAliases(map2) {
    let result = {};
    return map2 !== null && Object.keys(map2).forEach(function(style) {
      map2[style].forEach(function(alias) {
        result[String(alias)] = style;
      });
    }), result;
  }
  function Type2(tag, options2) {
    if (options2 = options2 || {}, Object.keys(options2).forEach(function(name) {
      if (TYPE_CONSTRUCTOR_OPTIONS.indexOf(name) === -1)
        throw new YAMLException2('Unknown option "' + name + '" is met in definition of "' + tag + '" YAML type.');
    }), this.options = options2, this.tag = tag, this.kind = options2.kind || null, this.resolve = options2.resolve || function() {
      return !0;
    }, this.construct = options2.construct || function(data) {
      return data;
    }, this.instanceOf = options2.instanceOf || null, this.predicate = options2.predicate || null, this.represent = options2.represent || null, this.representName = options2.representName || null, this.defaultStyle = options2.defaultStyle || null, this.multi = options2.multi || !1, this.styleAliases = compileStyleAliases(options2.styleAliases || null), YAML_NODE_KINDS.indexOf(this.kind) === -1)
      throw new YAMLException2('Unknown kind "' + this.kind + '" is specified for "' + tag + '" YAML type.');
  }
  return type = Type2, type;
}
var schema, hasRequiredSchema;
function requireSchema() {
  if (hasRequiredSchema) return schema;
  hasRequiredSchema = 1;
  let YAMLException2 = requireException(), Type2 = requireType();
  function compileList(schema2, name) {
    let result = [];
    return schema2[name].forEach(function(currentType) {
      let newIndex = result.length;
      result.forEach(function(previousType, previousIndex) {
        previousType.tag === currentType.tag && previousType.kind === currentType.kind && previousType.multi === currentType.multi && (newIndex = previousIndex);
      }), result[newIndex] = currentType;
    }), result;
  }
  function compileMap() {
    let result = {
      scalar: {},
      sequence: {},
      mapping: {},
      fallback: {},
      multi: {
        scalar: [],
        sequence: [],
        mapping: [],
        fallback: []
      }
    };
    function collectType(type2) {
      type2.multi ? (result.multi[type2.kind].push(type2), result.multi.fallback.push(type2)) : result[type2.kind][type2.tag] = result.fallback[type2.tag] = type2;
    }
    for (let index = 0, length = arguments.length; index < length; index += 1)
      arguments[index].forEach(collectType);
    return result;
  }
  function Schema2(definition) {
    return this.extend(definition);
  }
  return Schema2.prototype.extend = function(definition) {
    let implicit = [], explicit = [];
    if (definition instanceof Type2)
      explicit.push(definition);
    else if (Array.isArray(definition))
      explicit = explicit.concat(definition);
    else if (definition && (Array.isArray(definition.implicit) || Array.isArray(definition.explicit)))
      definition.implicit && (implicit = implicit.concat(definition.implicit)), definition.explicit && (explicit = explicit.concat(definition.explicit));
    else
      throw new YAMLException2("Schema.extend argument should be a Type, [ Type ], or a schema definition ({ implicit: [...], explicit: [...] })");
    implicit.forEach(function(type2) {
      if (!(type2 instanceof Type2))
        throw new YAMLException2("Specified list of YAML types (or a single Type object) contains a non-Type object.");
      if (type2.loadKind && type2.loadKind !== "scalar")
        throw new YAMLException2("There is a non-scalar type in the implicit list of a schema. Implicit resolving of such types is not supported.");
      if (type2.multi)
        throw new YAMLException2("There is a multi type in the implicit list of a schema. Multi tags can only be listed as explicit.");
    }), explicit.forEach(function(type2) {
      if (!(type2 instanceof Type2))
        throw new YAMLException2("Specified list of YAML types (or a single Type object) contains a non-Type object.");
    });
    let result = Object.create(Schema2.prototype);
    return result.implicit = (this.implicit || []).concat(implicit), result.explicit = (this.explicit || []).concat(explicit), result.compiledImplicit = compileList(result, "implicit"), result.compiledExplicit = compileList(result, "explicit"), result.compiledTypeMap = compileMap(result.compiledImplicit, result.compiledExplicit), result;
  }, schema = Schema2, schema;
}
var str2, hasRequiredStr;
function requireStr() {
  if (hasRequiredStr) return str2;
  hasRequiredStr = 1;
  let Type2 = requireType();
  return str2 = new Type2("tag:yaml.org,2002:str", {
    kind: "scalar",
    construct: function(data) {
      return data !== null ? data : "";
    }
  }), str2;
}
var seq, hasRequiredSeq;
function requireSeq() {
  if (hasRequiredSeq) return seq;
  hasRequiredSeq = 1;
  let Type2 = requireType();
  return seq = new Type2("tag:yaml.org,2002:seq", {
    kind: "sequence",
    construct: function(data) {
      return data !== null ? data : [];
    }
  }), seq;
}
var map, hasRequiredMap;
function requireMap() {
  if (hasRequiredMap) return map;
  hasRequiredMap = 1;
  let Type2 = requireType();
  return map = new Type2("tag:yaml.org,2002:map", {
    kind: "mapping",
    construct: function(data) {
      return data !== null ? data : {};
    }
  }), map;
}
var failsafe, hasRequiredFailsafe;
function requireFailsafe() {
  if (hasRequiredFailsafe) return failsafe;
  hasRequiredFailsafe = 1;
  let Schema2 = requireSchema();
  return failsafe = new Schema2({
    explicit: [
      requireStr(),
      requireSeq(),
      requireMap()
    ]
  }), failsafe;
}
var _null, hasRequired_null;
function require_null2() {
  if (hasRequired_null) return _null;
  hasRequired_null = 1;
  let Type2 = requireType();
  function resolveYamlNull(data) {
    if (data === null) return !0;
    let max = data.length;
    return max === 1 && data === "~" || max === 4 && (data === "null" || data === "Null" || data === "NULL");
  }
  function constructYamlNull() {
    return null;
  }
  function isNull(object) {
    return object === null;
  }
  return _null = new Type2("tag:yaml.org,2002:null", {
    kind: "scalar",
    resolve: resolveYamlNull,
    construct: constructYamlNull,
    predicate: isNull,
    represent: {
      canonical: function() {
        return "~";
      },
      lowercase: function() {
        return "null";
      },
      uppercase: function() {
        return "NULL";
      },
      camelcase: function() {
        return "Null";
      },
      empty: function() {
        return "";
      }
    },
    defaultStyle: "lowercase"
  }), _null;
}
var bool, hasRequiredBool;
function requireBool() {
  if (hasRequiredBool) return bool;
  hasRequiredBool = 1;
  let Type2 = requireType();
  function resolveYamlBoolean(data) {
    if (data === null) return !1;
    let max = data.length;
    return max === 4 && (data === "true" || data === "True" || data === "TRUE") || max === 5 && (data === "false" || data === "False" || data === "FALSE");
  }
  function constructYamlBoolean(data) {
    return data === "true" || data === "True" || data === "TRUE";
  }
  function isBoolean(object) {
    return Object.prototype.toString.call(object) === "[object Boolean]";
  }
  return bool = new Type2("tag:yaml.org,2002:bool", {
    kind: "scalar",
    resolve: resolveYamlBoolean,
    construct: constructYamlBoolean,
    predicate: isBoolean,
    represent: {
      lowercase: function(object) {
        return object ? "true" : "false";
      },
      uppercase: function(object) {
        return object ? "TRUE" : "FALSE";
      },
      camelcase: function(object) {
        return object ? "True" : "False";
      }
    },
    defaultStyle: "lowercase"
  }), bool;
}
var int, hasRequiredInt;
function requireInt() {
  if (hasRequiredInt) return int;
  hasRequiredInt = 1;
  let common2 = requireCommon(), Type2 = requireType();
  function isHexCode(c) {
    return c >= 48 && c <= 57 || c >= 65 && c <= 70 || c >= 97 && c <= 102;
  }
  function isOctCode(c) {
    return c >= 48 && c <= 55;
  }
  function isDecCode(c) {
    return c >= 48 && c <= 57;
  }
  function resolveYamlInteger(data) {
    if (data === null) return !1;
    let max = data.length, index = 0, hasDigits = !1;
    if (!max) return !1;
    let ch = data[index];
    if ((ch === "-" || ch === "+") && (ch = data[++index]), ch === "0") {
      if (index + 1 === max) return !0;
      if (ch = data[++index], ch === "b") {
        for (index++; index < max; index++) {
          if (ch = data[index], ch !== "0" && ch !== "1") return !1;
          hasDigits = !0;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
      if (ch === "x") {
        for (index++; index < max; index++) {
          if (!isHexCode(data.charCodeAt(index))) return !1;
          hasDigits = !0;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
      if (ch === "o") {
        for (index++; index < max; index++) {
          if (!isOctCode(data.charCodeAt(index))) return !1;
          hasDigits = !0;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
    }
    for (; index < max; index++) {
      if (!isDecCode(data.charCodeAt(index)))
        return !1;
      hasDigits = !0;
    }
    return hasDigits ? isFinite(parseYamlInteger(data)) : !1;
  }
  function parseYamlInteger(data) {
    let value = data, sign = 1, ch = value[0];
    if ((ch === "-" || ch === "+") && (ch === "-" && (sign = -1), value = value.slice(1), ch = value[0]), value === "0") return 0;
    if (ch === "0") {
      if (value[1] === "b") return sign * parseInt(value.slice(2), 2);
      if (value[1] === "x") return sign * parseInt(value.slice(2), 16);
      if (value[1] === "o") return sign * parseInt(value.slice(2), 8);
    }
    return sign * parseInt(value, 10);
  }
  function constructYamlInteger(data) {
    return parseYamlInteger(data);
  }
  function isInteger(object) {
    return Object.prototype.toString.call(object) === "[object Number]" && object % 1 === 0 && !common2.isNegativeZero(object);
  }
  return int = new Type2("tag:yaml.org,2002:int", {
    kind: "scalar",
    resolve: resolveYamlInteger,
    construct: constructYamlInteger,
    predicate: isInteger,
    represent: {
      binary: function(obj) {
        return obj >= 0 ? "0b" + obj.toString(2) : "-0b" + obj.toString(2).slice(1);
      },
      octal: function(obj) {
        return obj >= 0 ? "0o" + obj.toString(8) : "-0o" + obj.toString(8).slice(1);
      },
      decimal: function(obj) {
        return obj.toString(10);
      },
      hexadecimal: function(obj) {
        return obj >= 0 ? "0x" + obj.toString(16).toUpperCase() : "-0x" + obj.toString(16).toUpperCase().slice(1);
      }
    },
    defaultStyle: "decimal",
    styleAliases: {
      binary: [2, "bin"],
      octal: [8, "oct"],
      decimal: [10, "dec"],
      hexadecimal: [16, "hex"]
    }
  }), int;
}
var float, hasRequiredFloat;
function requireFloat() {
  if (hasRequiredFloat) return float;
  hasRequiredFloat = 1;
  let common2 = requireCommon(), Type2 = requireType(), YAML_FLOAT_PATTERN = new RegExp(
    // 2.5e4, 2.5 and integers
    "^(?:[-+]?(?:[0-9]+)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
  ), YAML_FLOAT_SPECIAL_PATTERN = new RegExp(
    "^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
  );
  function resolveYamlFloat(data) {
    return data === null || !YAML_FLOAT_PATTERN.test(data) ? !1 : isFinite(parseFloat(data, 10)) ? !0 : YAML_FLOAT_SPECIAL_PATTERN.test(data);
  }
  function constructYamlFloat(data) {
    let value = data.toLowerCase(), sign = value[0] === "-" ? -1 : 1;
    return "+-".indexOf(value[0]) >= 0 && (value = value.slice(1)), value === ".inf" ? sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY : value === ".nan" ? NaN : sign * parseFloat(value, 10);
  }
  let SCIENTIFIC_WITHOUT_DOT = /^[-+]?[0-9]+e/;
  function representYamlFloat(object, style) {
    if (isNaN(object))
      switch (style) {
        case "lowercase":
          return ".nan";
        case "uppercase":
          return ".NAN";
        case "camelcase":
          return ".NaN";
      }
    else if (Number.POSITIVE_INFINITY === object)
      switch (style) {
        case "lowercase":
          return ".inf";
        case "uppercase":
          return ".INF";
        case "camelcase":
          return ".Inf";
      }
    else if (Number.NEGATIVE_INFINITY === object)
      switch (style) {
        case "lowercase":
          return "-.inf";
        case "uppercase":
          return "-.INF";
        case "camelcase":
          return "-.Inf";
      }
    else if (common2.isNegativeZero(object))
      return "-0.0";
    let res = object.toString(10);
    return SCIENTIFIC_WITHOUT_DOT.test(res) ? res.replace("e", ".e") : res;
  }
  function isFloat(object) {
    return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 !== 0 || common2.isNegativeZero(object));
  }
  return float = new Type2("tag:yaml.org,2002:float", {
    kind: "scalar",
    resolve: resolveYamlFloat,
    construct: constructYamlFloat,
    predicate: isFloat,
    represent: representYamlFloat,
    defaultStyle: "lowercase"
  }), float;
}
var json, hasRequiredJson;
function requireJson() {
  return hasRequiredJson || (hasRequiredJson = 1, json = requireFailsafe().extend({
    implicit: [
      require_null2(),
      requireBool(),
      requireInt(),
      requireFloat()
    ]
  })), json;
}
var core, hasRequiredCore;
function requireCore() {
  return hasRequiredCore || (hasRequiredCore = 1, core = requireJson()), core;
}
var timestamp, hasRequiredTimestamp;
function requireTimestamp() {
  if (hasRequiredTimestamp) return timestamp;
  hasRequiredTimestamp = 1;
  let Type2 = requireType(), YAML_DATE_REGEXP = new RegExp(
    "^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"
  ), YAML_TIMESTAMP_REGEXP = new RegExp(
    "^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$"
  );
  function resolveYamlTimestamp(data) {
    return data === null ? !1 : YAML_DATE_REGEXP.exec(data) !== null || YAML_TIMESTAMP_REGEXP.exec(data) !== null;
  }
  function constructYamlTimestamp(data) {
    let fraction = 0, delta = null, match = YAML_DATE_REGEXP.exec(data);
    if (match === null && (match = YAML_TIMESTAMP_REGEXP.exec(data)), match === null) throw new Error("Date resolve error");
    let year = +match[1], month = +match[2] - 1, day = +match[3];
    if (!match[4])
      return new Date(Date.UTC(year, month, day));
    let hour = +match[4], minute = +match[5], second = +match[6];
    if (match[7]) {
      for (fraction = match[7].slice(0, 3); fraction.length < 3; )
        fraction += "0";
      fraction = +fraction;
    }
    if (match[9]) {
      let tzHour = +match[10], tzMinute = +(match[11] || 0);
      delta = (tzHour * 60 + tzMinute) * 6e4, match[9] === "-" && (delta = -delta);
    }
    let date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
    return delta && date.setTime(date.getTime() - delta), date;
  }
  function representYamlTimestamp(object) {
    return object.toISOString();
  }
  return timestamp = new Type2("tag:yaml.org,2002:timestamp", {
    kind: "scalar",
    resolve: resolveYamlTimestamp,
    construct: constructYamlTimestamp,
    instanceOf: Date,
    represent: representYamlTimestamp
  }), timestamp;
}
var merge, hasRequiredMerge;
function requireMerge() {
  if (hasRequiredMerge) return merge;
  hasRequiredMerge = 1;
  let Type2 = requireType();
  function resolveYamlMerge(data) {
    return data === "<<" || data === null;
  }
  return merge = new Type2("tag:yaml.org,2002:merge", {
    kind: "scalar",
    resolve: resolveYamlMerge
  }), merge;
}
var binary, hasRequiredBinary;
function requireBinary() {
  if (hasRequiredBinary) return binary;
  hasRequiredBinary = 1;
  let Type2 = requireType(), BASE64_MAP = `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=
\r`;
  function resolveYamlBinary(data) {
    if (data === null) return !1;
    let bitlen = 0, max = data.length, map2 = BASE64_MAP;
    for (let idx = 0; idx < max; idx++) {
      let code = map2.indexOf(data.charAt(idx));
      if (!(code > 64)) {
        if (code < 0) return !1;
        bitlen += 6;
      }
    }
    return bitlen % 8 === 0;
  }
  function constructYamlBinary(data) {
    let input = data.replace(/[\r\n=]/g, ""), max = input.length, map2 = BASE64_MAP, bits = 0, result = [];
    for (let idx = 0; idx < max; idx++)
      idx % 4 === 0 && idx && (result.push(bits >> 16 & 255), result.push(bits >> 8 & 255), result.push(bits & 255)), bits = bits << 6 | map2.indexOf(input.charAt(idx));
    let tailbits = max % 4 * 6;
    return tailbits === 0 ? (result.push(bits >> 16 & 255), result.push(bits >> 8 & 255), result.push(bits & 255)) : tailbits === 18 ? (result.push(bits >> 10 & 255), result.push(bits >> 2 & 255)) : tailbits === 12 && result.push(bits >> 4 & 255), new Uint8Array(result);
  }
  function representYamlBinary(object) {
    let result = "", bits = 0, max = object.length, map2 = BASE64_MAP;
    for (let idx = 0; idx < max; idx++)
      idx % 3 === 0 && idx && (result += map2[bits >> 18 & 63], result += map2[bits >> 12 & 63], result += map2[bits >> 6 & 63], result += map2[bits & 63]), bits = (bits << 8) + object[idx];
    let tail = max % 3;
    return tail === 0 ? (result += map2[bits >> 18 & 63], result += map2[bits >> 12 & 63], result += map2[bits >> 6 & 63], result += map2[bits & 63]) : tail === 2 ? (result += map2[bits >> 10 & 63], result += map2[bits >> 4 & 63], result += map2[bits << 2 & 63], result += map2[64]) : tail === 1 && (result += map2[bits >> 2 & 63], result += map2[bits << 4 & 63], result += map2[64], result += map2[64]), result;
  }
  function isBinary(obj) {
    return Object.prototype.toString.call(obj) === "[object Uint8Array]";
  }
  return binary = new Type2("tag:yaml.org,2002:binary", {
    kind: "scalar",
    resolve: resolveYamlBinary,
    construct: constructYamlBinary,
    predicate: isBinary,
    represent: representYamlBinary
  }), binary;
}
var omap, hasRequiredOmap;
function requireOmap() {
  if (hasRequiredOmap) return omap;
  hasRequiredOmap = 1;
  let Type2 = requireType(), _hasOwnProperty = Object.prototype.hasOwnProperty, _toString = Object.prototype.toString;
  function resolveYamlOmap(data) {
    if (data === null) return !0;
    let objectKeys = {}, object = data;
    for (let index = 0, length = object.length; index < length; index += 1) {
      let pair = object[index], pairHasKey = !1;
      if (_toString.call(pair) !== "[object Object]") return !1;
      let pairKey;
      for (pairKey in pair)
        if (_hasOwnProperty.call(pair, pairKey))
          if (!pairHasKey) pairHasKey = !0;
          else return !1;
      if (!pairHasKey || _hasOwnProperty.call(objectKeys, pairKey)) return !1;
      Object.defineProperty(objectKeys, pairKey, { value: !0 });
    }
    return !0;
  }
  function constructYamlOmap(data) {
    return data !== null ? data : [];
  }
  return omap = new Type2("tag:yaml.org,2002:omap", {
    kind: "sequence",
    resolve: resolveYamlOmap,
    construct: constructYamlOmap
  }), omap;
}
var pairs, hasRequiredPairs;
function requirePairs() {
  if (hasRequiredPairs) return pairs;
  hasRequiredPairs = 1;
  let Type2 = requireType(), _toString = Object.prototype.toString;
  function resolveYamlPairs(data) {
    if (data === null) return !0;
    let object = data, result = new Array(object.length);
    for (let index = 0, length = object.length; index < length; index += 1) {
      let pair = object[index];
      if (_toString.call(pair) !== "[object Object]") return !1;
      let keys = Object.keys(pair);
      if (keys.length !== 1) return !1;
      result[index] = [keys[0], pair[keys[0]]];
    }
    return !0;
  }
  function constructYamlPairs(data) {
    if (data === null) return [];
    let object = data, result = new Array(object.length);
    for (let index = 0, length = object.length; index < length; index += 1) {
      let pair = object[index], keys = Object.keys(pair);
      result[index] = [keys[0], pair[keys[0]]];
    }
    return result;
  }
  return pairs = new Type2("tag:yaml.org,2002:pairs", {
    kind: "sequence",
    resolve: resolveYamlPairs,
    construct: constructYamlPairs
  }), pairs;
}
var set, hasRequiredSet;
function requireSet() {
  if (hasRequiredSet) return set;
  hasRequiredSet = 1;
  let Type2 = requireType(), _hasOwnProperty = Object.prototype.hasOwnProperty;
  function resolveYamlSet(data) {
    if (data === null) return !0;
    let object = data;
    for (let key in object)
      if (_hasOwnProperty.call(object, key) && object[key] !== null)
        return !1;
    return !0;
  }
  function constructYamlSet(data) {
    return data !== null ? data : {};
  }
  return set = new Type2("tag:yaml.org,2002:set", {
    kind: "mapping",
    resolve: resolveYamlSet,
    construct: constructYamlSet
  }), set;
}
var _default, hasRequired_default;
function require_default() {
  return hasRequired_default || (hasRequired_default = 1, _default = requireCore().extend({
    implicit: [
      requireTimestamp(),
      requireMerge()
    ],
    explicit: [
      requireBinary(),
      requireOmap(),
      requirePairs(),
      requireSet()
    ]
  })), _default;
}
var hasRequiredLoader;
function requireLoader() {
  if (hasRequiredLoader) return loader;
  hasRequiredLoader = 1;
  let common2 = requireCommon(), YAMLException2 = requireException(), makeSnippet = requireSnippet(), DEFAULT_SCHEMA2 = require_default(), _hasOwnProperty = Object.prototype.hasOwnProperty, CONTEXT_FLOW_IN = 1, CONTEXT_FLOW_OUT = 2, CONTEXT_BLOCK_IN = 3, CONTEXT_BLOCK_OUT = 4, CHOMPING_CLIP = 1, CHOMPING_STRIP = 2, CHOMPING_KEEP = 3, PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/, PATTERN_NON_ASCII_LINE_BREAKS = /[\x85\u2028\u2029]/, PATTERN_FLOW_INDICATORS = /[,\[\]{}]/, PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/, PATTERN_TAG_URI = /^(?:!|[^,\[\]{}])(?:%[0-9a-f]{2}|[0-9a-z\-#;/?:@&=+$,_.!~*'()\[\]])*$/i;
  function _class(obj) {
    return Object.prototype.toString.call(obj);
  }
  function isEol(c) {
    return c === 10 || c === 13;
  }
  function isWhiteSpace(c) {
    return c === 9 || c === 32;
  }
  function isWsOrEol(c) {
    return c === 9 || c === 32 || c === 10 || c === 13;
  }
  function isFlowIndicator(c) {
    return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
  }
  function fromHexCode(c) {
    if (c >= 48 && c <= 57)
      return c - 48;
    let lc = c | 32;
    return lc >= 97 && lc <= 102 ? lc - 97 + 10 : -1;
  }
  function escapedHexLen(c) {
    return c === 120 ? 2 : c === 117 ? 4 : c === 85 ? 8 : 0;
  }
  function fromDecimalCode(c) {
    return c >= 48 && c <= 57 ? c - 48 : -1;
  }
  function simpleEscapeSequence(c) {
    switch (c) {
      case 48:
        return "\0";
      case 97:
        return "\x07";
      case 98:
        return "\b";
      case 116:
        return "	";
      case 9:
        return "	";
      case 110:
        return `
`;
      case 118:
        return "\v";
      case 102:
        return "\f";
      case 114:
        return "\r";
      case 101:
        return "\x1B";
      case 32:
        return " ";
      case 34:
        return '"';
      case 47:
        return "/";
      case 92:
        return "\\";
      case 78:
        return "\x85";
      case 95:
        return "\xA0";
      case 76:
        return "\u2028";
      case 80:
        return "\u2029";
      default:
        return "";
    }
  }
  function charFromCodepoint(c) {
    return c <= 65535 ? String.fromCharCode(c) : String.fromCharCode(
      (c - 65536 >> 10) + 55296,
      (c - 65536 & 1023) + 56320
    );
  }
  function setProperty(object, key, value) {
    key === "__proto__" ? Object.defineProperty(object, key, {
      configurable: !0,
      enumerable: !0,
      writable: !0,
      value
    }) : object[key] = value;
  }
  let simpleEscapeCheck = new Array(256), simpleEscapeMap = new Array(256);
  for (let i = 0; i < 256; i++)
    simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0, simpleEscapeMap[i] = simpleEscapeSequence(i);
  function State(input, options2) {
    this.input = input, this.filename = options2.filename || null, this.schema = options2.schema || DEFAULT_SCHEMA2, this.onWarning = options2.onWarning || null, this.legacy = options2.legacy || !1, this.json = options2.json || !1, this.listener = options2.listener || null, this.maxDepth = typeof options2.maxDepth == "number" ? options2.maxDepth : 100, this.maxTotalMergeKeys = typeof options2.maxTotalMergeKeys == "number" ? options2.maxTotalMergeKeys : 1e4, this.implicitTypes = this.schema.compiledImplicit, this.typeMap = this.schema.compiledTypeMap, this.length = input.length, this.position = 0, this.line = 0, this.lineStart = 0, this.lineIndent = 0, this.depth = 0, this.totalMergeKeys = 0, this.firstTabInLine = -1, this.documents = [], this.anchorMapTransactions = [];
  }
  function generateError(state, message) {
    let mark = {
      name: state.filename,
      buffer: state.input.slice(0, -1),
      // omit trailing \0
      position: state.position,
      line: state.line,
      column: state.position - state.lineStart
    };
    return mark.snippet = makeSnippet(mark), new YAMLException2(message, mark);
  }
  function throwError(state, message) {
    throw generateError(state, message);
  }
  function throwWarning(state, message) {
    state.onWarning && state.onWarning.call(null, generateError(state, message));
  }
  function storeAnchor(state, name, value) {
    let transactions = state.anchorMapTransactions;
    if (transactions.length !== 0) {
      let transaction = transactions[transactions.length - 1];
      _hasOwnProperty.call(transaction, name) || (transaction[name] = {
        existed: _hasOwnProperty.call(state.anchorMap, name),
        value: state.anchorMap[name]
      });
    }
    state.anchorMap[name] = value;
  }
  function beginAnchorTransaction(state) {
    state.anchorMapTransactions.push(/* @__PURE__ */ Object.create(null));
  }
  function commitAnchorTransaction(state) {
    let transaction = state.anchorMapTransactions.pop(), transactions = state.anchorMapTransactions;
    if (transactions.length === 0) return;
    let parent = transactions[transactions.length - 1], names = Object.keys(transaction);
    for (let index = 0, length = names.length; index < length; index += 1) {
      let name = names[index];
      _hasOwnProperty.call(parent, name) || (parent[name] = transaction[name]);
    }
  }
  function rollbackAnchorTransaction(state) {
    let transaction = state.anchorMapTransactions.pop(), names = Object.keys(transaction);
    for (let index = names.length - 1; index >= 0; index -= 1) {
      let entry = transaction[names[index]];
      entry.existed ? state.anchorMap[names[index]] = entry.value : delete state.anchorMap[names[index]];
    }
  }
  function snapshotState(state) {
    return {
      position: state.position,
      line: state.line,
      lineStart: state.lineStart,
      lineIndent: state.lineIndent,
      firstTabInLine: state.firstTabInLine,
      tag: state.tag,
      anchor: state.anchor,
      kind: state.kind,
      result: state.result
    };
  }
  function restoreState(state, snapshot) {
    state.position = snapshot.position, state.line = snapshot.line, state.lineStart = snapshot.lineStart, state.lineIndent = snapshot.lineIndent, state.firstTabInLine = snapshot.firstTabInLine, state.tag = snapshot.tag, state.anchor = snapshot.anchor, state.kind = snapshot.kind, state.result = snapshot.result;
  }
  let directiveHandlers = {
    YAML: function(state, name, args) {
      state.version !== null && throwError(state, "duplication of %YAML directive"), args.length !== 1 && throwError(state, "YAML directive accepts exactly one argument");
      let match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
      match === null && throwError(state, "ill-formed argument of the YAML directive");
      let major = parseInt(match[1], 10), minor = parseInt(match[2], 10);
      major !== 1 && throwError(state, "unacceptable YAML version of the document"), state.version = args[0], state.checkLineBreaks = minor < 2, minor !== 1 && minor !== 2 && throwWarning(state, "unsupported YAML version of the document");
    },
    TAG: function(state, name, args) {
      let prefix;
      args.length !== 2 && throwError(state, "TAG directive accepts exactly two arguments");
      let handle = args[0];
      prefix = args[1], PATTERN_TAG_HANDLE.test(handle) || throwError(state, "ill-formed tag handle (first argument) of the TAG directive"), _hasOwnProperty.call(state.tagMap, handle) && throwError(state, 'there is a previously declared suffix for "' + handle + '" tag handle'), PATTERN_TAG_URI.test(prefix) || throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
      try {
        prefix = decodeURIComponent(prefix);
      } catch {
        throwError(state, "tag prefix is malformed: " + prefix);
      }
      state.tagMap[handle] = prefix;
    }
  };
  function captureSegment(state, start, end, checkJson) {
    if (start < end) {
      let _result = state.input.slice(start, end);
      if (checkJson)
        for (let _position = 0, _length = _result.length; _position < _length; _position += 1) {
          let _character = _result.charCodeAt(_position);
          _character === 9 || _character >= 32 && _character <= 1114111 || throwError(state, "expected valid JSON character");
        }
      else PATTERN_NON_PRINTABLE.test(_result) && throwError(state, "the stream contains non-printable characters");
      state.result += _result;
    }
  }
  function chargeMergeWork(state) {
    state.totalMergeKeys++, state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys && throwError(state, "merge keys exceeded maxTotalMergeKeys (" + state.maxTotalMergeKeys + ")");
  }
  function mergeMappings(state, destination, source, overridableKeys) {
    common2.isObject(source) || throwError(state, "cannot merge mappings; the provided source object is unacceptable"), chargeMergeWork(state);
    let sourceKeys = Object.keys(source);
    for (let index = 0, quantity = sourceKeys.length; index < quantity; index += 1) {
      let key = sourceKeys[index];
      chargeMergeWork(state), _hasOwnProperty.call(destination, key) || (setProperty(destination, key, source[key]), overridableKeys[key] = !0);
    }
  }
  function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, startLine, startLineStart, startPos) {
    if (Array.isArray(keyNode)) {
      keyNode = Array.prototype.slice.call(keyNode);
      for (let index = 0, quantity = keyNode.length; index < quantity; index += 1)
        Array.isArray(keyNode[index]) && throwError(state, "nested arrays are not supported inside keys"), typeof keyNode == "object" && _class(keyNode[index]) === "[object Object]" && (keyNode[index] = "[object Object]");
    }
    if (typeof keyNode == "object" && _class(keyNode) === "[object Object]" && (keyNode = "[object Object]"), keyNode = String(keyNode), _result === null && (_result = {}), keyTag === "tag:yaml.org,2002:merge")
      if (Array.isArray(valueNode)) {
        valueNode.length > 100 && throwError(state, "abnormal merge sequence size");
        for (let index = 0, quantity = valueNode.length; index < quantity; index += 1)
          mergeMappings(state, _result, valueNode[index], overridableKeys);
      } else
        mergeMappings(state, _result, valueNode, overridableKeys);
    else
      !state.json && !_hasOwnProperty.call(overridableKeys, keyNode) && _hasOwnProperty.call(_result, keyNode) && (state.line = startLine || state.line, state.lineStart = startLineStart || state.lineStart, state.position = startPos || state.position, throwError(state, "duplicated mapping key")), setProperty(_result, keyNode, valueNode), delete overridableKeys[keyNode];
    return _result;
  }
  function readLineBreak(state) {
    let ch = state.input.charCodeAt(state.position);
    ch === 10 ? state.position++ : ch === 13 ? (state.position++, state.input.charCodeAt(state.position) === 10 && state.position++) : throwError(state, "a line break is expected"), state.line += 1, state.lineStart = state.position, state.firstTabInLine = -1;
  }
  function skipSeparationSpace(state, allowComments, checkIndent) {
    let lineBreaks = 0, ch = state.input.charCodeAt(state.position);
    for (; ch !== 0; ) {
      for (; isWhiteSpace(ch); )
        ch === 9 && state.firstTabInLine === -1 && (state.firstTabInLine = state.position), ch = state.input.charCodeAt(++state.position);
      if (allowComments && ch === 35)
        do
          ch = state.input.charCodeAt(++state.position);
        while (ch !== 10 && ch !== 13 && ch !== 0);
      if (isEol(ch))
        for (readLineBreak(state), ch = state.input.charCodeAt(state.position), lineBreaks++, state.lineIndent = 0; ch === 32; )
          state.lineIndent++, ch = state.input.charCodeAt(++state.position);
      else
        break;
    }
    return checkIndent !== -1 && lineBreaks !== 0 && state.lineIndent < checkIndent && throwWarning(state, "deficient indentation"), lineBreaks;
  }
  function testDocumentSeparator(state) {
    let _position = state.position, ch = state.input.charCodeAt(_position);
    return !!((ch === 45 || ch === 46) && ch === state.input.charCodeAt(_position + 1) && ch === state.input.charCodeAt(_position + 2) && (_position += 3, ch = state.input.charCodeAt(_position), ch === 0 || isWsOrEol(ch)));
  }
  function writeFoldedLines(state, count) {
    count === 1 ? state.result += " " : count > 1 && (state.result += common2.repeat(`
`, count - 1));
  }
  function readPlainScalar(state, nodeIndent, withinFlowCollection) {
    let captureStart, captureEnd, hasPendingContent, _line, _lineStart, _lineIndent, _kind = state.kind, _result = state.result, ch = state.input.charCodeAt(state.position);
    if (isWsOrEol(ch) || isFlowIndicator(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96)
      return !1;
    if (ch === 63 || ch === 45) {
      let following = state.input.charCodeAt(state.position + 1);
      if (isWsOrEol(following) || withinFlowCollection && isFlowIndicator(following))
        return !1;
    }
    for (state.kind = "scalar", state.result = "", captureStart = captureEnd = state.position, hasPendingContent = !1; ch !== 0; ) {
      if (ch === 58) {
        let following = state.input.charCodeAt(state.position + 1);
        if (isWsOrEol(following) || withinFlowCollection && isFlowIndicator(following))
          break;
      } else if (ch === 35) {
        let preceding = state.input.charCodeAt(state.position - 1);
        if (isWsOrEol(preceding))
          break;
      } else {
        if (state.position === state.lineStart && testDocumentSeparator(state) || withinFlowCollection && isFlowIndicator(ch))
          break;
        if (isEol(ch))
          if (_line = state.line, _lineStart = state.lineStart, _lineIndent = state.lineIndent, skipSeparationSpace(state, !1, -1), state.lineIndent >= nodeIndent) {
            hasPendingContent = !0, ch = state.input.charCodeAt(state.position);
            continue;
          } else {
            state.position = captureEnd, state.line = _line, state.lineStart = _lineStart, state.lineIndent = _lineIndent;
            break;
          }
      }
      hasPendingContent && (captureSegment(state, captureStart, captureEnd, !1), writeFoldedLines(state, state.line - _line), captureStart = captureEnd = state.position, hasPendingContent = !1), isWhiteSpace(ch) || (captureEnd = state.position + 1), ch = state.input.charCodeAt(++state.position);
    }
    return captureSegment(state, captureStart, captureEnd, !1), state.result ? !0 : (state.kind = _kind, state.result = _result, !1);
  }
  function readSingleQuotedScalar(state, nodeIndent) {
    let captureStart, captureEnd, ch = state.input.charCodeAt(state.position);
    if (ch !== 39)
      return !1;
    for (state.kind = "scalar", state.result = "", state.position++, captureStart = captureEnd = state.position; (ch = state.input.charCodeAt(state.position)) !== 0; )
      if (ch === 39)
        if (captureSegment(state, captureStart, state.position, !0), ch = state.input.charCodeAt(++state.position), ch === 39)
          captureStart = state.position, state.position++, captureEnd = state.position;
        else
          return !0;
      else isEol(ch) ? (captureSegment(state, captureStart, captureEnd, !0), writeFoldedLines(state, skipSeparationSpace(state, !1, nodeIndent)), captureStart = captureEnd = state.position) : state.position === state.lineStart && testDocumentSeparator(state) ? throwError(state, "unexpected end of the document within a single quoted scalar") : (state.position++, isWhiteSpace(ch) || (captureEnd = state.position));
    throwError(state, "unexpected end of the stream within a single quoted scalar");
  }
  function readDoubleQuotedScalar(state, nodeIndent) {
    let captureStart, captureEnd, tmp, ch = state.input.charCodeAt(state.position);
    if (ch !== 34)
      return !1;
    for (state.kind = "scalar", state.result = "", state.position++, captureStart = captureEnd = state.position; (ch = state.input.charCodeAt(state.position)) !== 0; ) {
      if (ch === 34)
        return captureSegment(state, captureStart, state.position, !0), state.position++, !0;
      if (ch === 92) {
        if (captureSegment(state, captureStart, state.position, !0), ch = state.input.charCodeAt(++state.position), isEol(ch))
          skipSeparationSpace(state, !1, nodeIndent);
        else if (ch < 256 && simpleEscapeCheck[ch])
          state.result += simpleEscapeMap[ch], state.position++;
        else if ((tmp = escapedHexLen(ch)) > 0) {
          let hexLength = tmp, hexResult = 0;
          for (; hexLength > 0; hexLength--)
            ch = state.input.charCodeAt(++state.position), (tmp = fromHexCode(ch)) >= 0 ? hexResult = (hexResult << 4) + tmp : throwError(state, "expected hexadecimal character");
          state.result += charFromCodepoint(hexResult), state.position++;
        } else
          throwError(state, "unknown escape sequence");
        captureStart = captureEnd = state.position;
      } else isEol(ch) ? (captureSegment(state, captureStart, captureEnd, !0), writeFoldedLines(state, skipSeparationSpace(state, !1, nodeIndent)), captureStart = captureEnd = state.position) : state.position === state.lineStart && testDocumentSeparator(state) ? throwError(state, "unexpected end of the document within a double quoted scalar") : (state.position++, isWhiteSpace(ch) || (captureEnd = state.position));
    }
    throwError(state, "unexpected end of the stream within a double quoted scalar");
  }
  function readFlowCollection(state, nodeIndent) {
    let readNext = !0, _line, _lineStart, _pos, _tag = state.tag, _result, _anchor = state.anchor, terminator, isPair, isExplicitPair, isMapping, overridableKeys = /* @__PURE__ */ Object.create(null), keyNode, keyTag, valueNode, ch = state.input.charCodeAt(state.position);
    if (ch === 91)
      terminator = 93, isMapping = !1, _result = [];
    else if (ch === 123)
      terminator = 125, isMapping = !0, _result = {};
    else
      return !1;
    for (state.anchor !== null && storeAnchor(state, state.anchor, _result), ch = state.input.charCodeAt(++state.position); ch !== 0; ) {
      if (skipSeparationSpace(state, !0, nodeIndent), ch = state.input.charCodeAt(state.position), ch === terminator)
        return state.position++, state.tag = _tag, state.anchor = _anchor, state.kind = isMapping ? "mapping" : "sequence", state.result = _result, !0;
      if (readNext ? ch === 44 && throwError(state, "expected the node content, but found ','") : throwError(state, "missed comma between flow collection entries"), keyTag = keyNode = valueNode = null, isPair = isExplicitPair = !1, ch === 63) {
        let following = state.input.charCodeAt(state.position + 1);
        isWsOrEol(following) && (isPair = isExplicitPair = !0, state.position++, skipSeparationSpace(state, !0, nodeIndent));
      }
      _line = state.line, _lineStart = state.lineStart, _pos = state.position, composeNode(state, nodeIndent, CONTEXT_FLOW_IN, !1, !0), keyTag = state.tag, keyNode = state.result, skipSeparationSpace(state, !0, nodeIndent), ch = state.input.charCodeAt(state.position), (isExplicitPair || state.line === _line) && ch === 58 && (isPair = !0, ch = state.input.charCodeAt(++state.position), skipSeparationSpace(state, !0, nodeIndent), composeNode(state, nodeIndent, CONTEXT_FLOW_IN, !1, !0), valueNode = state.result), isMapping ? storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos) : isPair ? _result.push(storeMappingPair(state, null, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos)) : _result.push(keyNode), skipSeparationSpace(state, !0, nodeIndent), ch = state.input.charCodeAt(state.position), ch === 44 ? (readNext = !0, ch = state.input.charCodeAt(++state.position)) : readNext = !1;
    }
    throwError(state, "unexpected end of the stream within a flow collection");
  }
  function readBlockScalar(state, nodeIndent) {
    let folding, chomping = CHOMPING_CLIP, didReadContent = !1, detectedIndent = !1, textIndent = nodeIndent, emptyLines = 0, atMoreIndented = !1, tmp, ch = state.input.charCodeAt(state.position);
    if (ch === 124)
      folding = !1;
    else if (ch === 62)
      folding = !0;
    else
      return !1;
    for (state.kind = "scalar", state.result = ""; ch !== 0; )
      if (ch = state.input.charCodeAt(++state.position), ch === 43 || ch === 45)
        CHOMPING_CLIP === chomping ? chomping = ch === 43 ? CHOMPING_KEEP : CHOMPING_STRIP : throwError(state, "repeat of a chomping mode identifier");
      else if ((tmp = fromDecimalCode(ch)) >= 0)
        tmp === 0 ? throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one") : detectedIndent ? throwError(state, "repeat of an indentation width identifier") : (textIndent = nodeIndent + tmp - 1, detectedIndent = !0);
      else
        break;
    if (isWhiteSpace(ch)) {
      do
        ch = state.input.charCodeAt(++state.position);
      while (isWhiteSpace(ch));
      if (ch === 35)
        do
          ch = state.input.charCodeAt(++state.position);
        while (!isEol(ch) && ch !== 0);
    }
    for (; ch !== 0; ) {
      for (readLineBreak(state), state.lineIndent = 0, ch = state.input.charCodeAt(state.position); (!detectedIndent || state.lineIndent < textIndent) && ch === 32; )
        state.lineIndent++, ch = state.input.charCodeAt(++state.position);
      if (!detectedIndent && state.lineIndent > textIndent && (textIndent = state.lineIndent), isEol(ch)) {
        emptyLines++;
        continue;
      }
      if (!detectedIndent && textIndent === 0 && throwError(state, "missing indentation for block scalar"), state.lineIndent < textIndent) {
        chomping === CHOMPING_KEEP ? state.result += common2.repeat(`
`, didReadContent ? 1 + emptyLines : emptyLines) : chomping === CHOMPING_CLIP && didReadContent && (state.result += `
`);
        break;
      }
      folding ? isWhiteSpace(ch) ? (atMoreIndented = !0, state.result += common2.repeat(`
`, didReadContent ? 1 + emptyLines : emptyLines)) : atMoreIndented ? (atMoreIndented = !1, state.result += common2.repeat(`
`, emptyLines + 1)) : emptyLines === 0 ? didReadContent && (state.result += " ") : state.result += common2.repeat(`
`, emptyLines) : state.result += common2.repeat(`
`, didReadContent ? 1 + emptyLines : emptyLines), didReadContent = !0, detectedIndent = !0, emptyLines = 0;
      let captureStart = state.position;
      for (; !isEol(ch) && ch !== 0; )
        ch = state.input.charCodeAt(++state.position);
      captureSegment(state, captureStart, state.position, !1);
    }
    return !0;
  }
  function readBlockSequence(state, nodeIndent) {
    let _tag = state.tag, _anchor = state.anchor, _result = [], detected = !1;
    if (state.firstTabInLine !== -1) return !1;
    state.anchor !== null && storeAnchor(state, state.anchor, _result);
    let ch = state.input.charCodeAt(state.position);
    for (; ch !== 0 && (state.firstTabInLine !== -1 && (state.position = state.firstTabInLine, throwError(state, "tab characters must not be used in indentation")), ch === 45); ) {
      let following = state.input.charCodeAt(state.position + 1);
      if (!isWsOrEol(following))
        break;
      if (detected = !0, state.position++, skipSeparationSpace(state, !0, -1) && state.lineIndent <= nodeIndent) {
        _result.push(null), ch = state.input.charCodeAt(state.position);
        continue;
      }
      let _line = state.line;
      if (composeNode(state, nodeIndent, CONTEXT_BLOCK_IN, !1, !0), _result.push(state.result), skipSeparationSpace(state, !0, -1), ch = state.input.charCodeAt(state.position), (state.line === _line || state.lineIndent > nodeIndent) && ch !== 0)
        throwError(state, "bad indentation of a sequence entry");
      else if (state.lineIndent < nodeIndent)
        break;
    }
    return detected ? (state.tag = _tag, state.anchor = _anchor, state.kind = "sequence", state.result = _result, !0) : !1;
  }
  function readBlockMapping(state, nodeIndent, flowIndent) {
    let allowCompact, _keyLine, _keyLineStart, _keyPos, _tag = state.tag, _anchor = state.anchor, _result = {}, overridableKeys = /* @__PURE__ */ Object.create(null), keyTag = null, keyNode = null, valueNode = null, atExplicitKey = !1, detected = !1;
    if (state.firstTabInLine !== -1) return !1;
    state.anchor !== null && storeAnchor(state, state.anchor, _result);
    let ch = state.input.charCodeAt(state.position);
    for (; ch !== 0; ) {
      !atExplicitKey && state.firstTabInLine !== -1 && (state.position = state.firstTabInLine, throwError(state, "tab characters must not be used in indentation"));
      let following = state.input.charCodeAt(state.position + 1), _line = state.line;
      if ((ch === 63 || ch === 58) && isWsOrEol(following))
        ch === 63 ? (atExplicitKey && (storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos), keyTag = keyNode = valueNode = null), detected = !0, atExplicitKey = !0, allowCompact = !0) : atExplicitKey ? (atExplicitKey = !1, allowCompact = !0) : throwError(state, "incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line"), state.position += 1, ch = following;
      else {
        if (_keyLine = state.line, _keyLineStart = state.lineStart, _keyPos = state.position, !composeNode(state, flowIndent, CONTEXT_FLOW_OUT, !1, !0))
          break;
        if (state.line === _line) {
          for (ch = state.input.charCodeAt(state.position); isWhiteSpace(ch); )
            ch = state.input.charCodeAt(++state.position);
          if (ch === 58)
            ch = state.input.charCodeAt(++state.position), isWsOrEol(ch) || throwError(state, "a whitespace character is expected after the key-value separator within a block mapping"), atExplicitKey && (storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos), keyTag = keyNode = valueNode = null), detected = !0, atExplicitKey = !1, allowCompact = !1, keyTag = state.tag, keyNode = state.result;
          else if (detected)
            throwError(state, "can not read an implicit mapping pair; a colon is missed");
          else
            return state.tag = _tag, state.anchor = _anchor, !0;
        } else if (detected)
          throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
        else
          return state.tag = _tag, state.anchor = _anchor, !0;
      }
      if ((state.line === _line || state.lineIndent > nodeIndent) && (atExplicitKey && (_keyLine = state.line, _keyLineStart = state.lineStart, _keyPos = state.position), composeNode(state, nodeIndent, CONTEXT_BLOCK_OUT, !0, allowCompact) && (atExplicitKey ? keyNode = state.result : valueNode = state.result), atExplicitKey || (storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _keyLine, _keyLineStart, _keyPos), keyTag = keyNode = valueNode = null), skipSeparationSpace(state, !0, -1), ch = state.input.charCodeAt(state.position)), (state.line === _line || state.lineIndent > nodeIndent) && ch !== 0)
        throwError(state, "bad indentation of a mapping entry");
      else if (state.lineIndent < nodeIndent)
        break;
    }
    return atExplicitKey && storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos), detected && (state.tag = _tag, state.anchor = _anchor, state.kind = "mapping", state.result = _result), detected;
  }
  function readTagProperty(state) {
    let isVerbatim = !1, isNamed = !1, tagHandle, tagName, ch = state.input.charCodeAt(state.position);
    if (ch !== 33) return !1;
    state.tag !== null && throwError(state, "duplication of a tag property"), ch = state.input.charCodeAt(++state.position), ch === 60 ? (isVerbatim = !0, ch = state.input.charCodeAt(++state.position)) : ch === 33 ? (isNamed = !0, tagHandle = "!!", ch = state.input.charCodeAt(++state.position)) : tagHandle = "!";
    let _position = state.position;
    if (isVerbatim) {
      do
        ch = state.input.charCodeAt(++state.position);
      while (ch !== 0 && ch !== 62);
      state.position < state.length ? (tagName = state.input.slice(_position, state.position), ch = state.input.charCodeAt(++state.position)) : throwError(state, "unexpected end of the stream within a verbatim tag");
    } else {
      for (; ch !== 0 && !isWsOrEol(ch); )
        ch === 33 && (isNamed ? throwError(state, "tag suffix cannot contain exclamation marks") : (tagHandle = state.input.slice(_position - 1, state.position + 1), PATTERN_TAG_HANDLE.test(tagHandle) || throwError(state, "named tag handle cannot contain such characters"), isNamed = !0, _position = state.position + 1)), ch = state.input.charCodeAt(++state.position);
      tagName = state.input.slice(_position, state.position), PATTERN_FLOW_INDICATORS.test(tagName) && throwError(state, "tag suffix cannot contain flow indicator characters");
    }
    tagName && !PATTERN_TAG_URI.test(tagName) && throwError(state, "tag name cannot contain such characters: " + tagName);
    try {
      tagName = decodeURIComponent(tagName);
    } catch {
      throwError(state, "tag name is malformed: " + tagName);
    }
    return isVerbatim ? state.tag = tagName : _hasOwnProperty.call(state.tagMap, tagHandle) ? state.tag = state.tagMap[tagHandle] + tagName : tagHandle === "!" ? state.tag = "!" + tagName : tagHandle === "!!" ? state.tag = "tag:yaml.org,2002:" + tagName : throwError(state, 'undeclared tag handle "' + tagHandle + '"'), !0;
  }
  function readAnchorProperty(state) {
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 38) return !1;
    state.anchor !== null && throwError(state, "duplication of an anchor property"), ch = state.input.charCodeAt(++state.position);
    let _position = state.position;
    for (; ch !== 0 && !isWsOrEol(ch) && !isFlowIndicator(ch); )
      ch = state.input.charCodeAt(++state.position);
    return state.position === _position && throwError(state, "name of an anchor node must contain at least one character"), state.anchor = state.input.slice(_position, state.position), !0;
  }
  function readAlias(state) {
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 42) return !1;
    ch = state.input.charCodeAt(++state.position);
    let _position = state.position;
    for (; ch !== 0 && !isWsOrEol(ch) && !isFlowIndicator(ch); )
      ch = state.input.charCodeAt(++state.position);
    state.position === _position && throwError(state, "name of an alias node must contain at least one character");
    let alias = state.input.slice(_position, state.position);
    return _hasOwnProperty.call(state.anchorMap, alias) || throwError(state, 'unidentified alias "' + alias + '"'), state.result = state.anchorMap[alias], skipSeparationSpace(state, !0, -1), !0;
  }
  function tryReadBlockMappingFromProperty(state, propertyStart, nodeIndent, flowIndent) {
    let fallbackState = snapshotState(state);
    return beginAnchorTransaction(state), restoreState(state, propertyStart), state.tag = null, state.anchor = null, state.kind = null, state.result = null, readBlockMapping(state, nodeIndent, flowIndent) && state.kind === "mapping" ? (commitAnchorTransaction(state), !0) : (rollbackAnchorTransaction(state), restoreState(state, fallbackState), !1);
  }
  function composeNode(state, parentIndent, nodeContext, allowToSeek, allowCompact) {
    let allowBlockScalars, allowBlockCollections, indentStatus = 1, atNewLine = !1, hasContent = !1, propertyStart = null, type2, flowIndent, blockIndent;
    state.depth >= state.maxDepth && throwError(state, "nesting exceeded maxDepth (" + state.maxDepth + ")"), state.depth += 1, state.listener !== null && state.listener("open", state), state.tag = null, state.anchor = null, state.kind = null, state.result = null;
    let allowBlockStyles = allowBlockScalars = allowBlockCollections = CONTEXT_BLOCK_OUT === nodeContext || CONTEXT_BLOCK_IN === nodeContext;
    if (allowToSeek && skipSeparationSpace(state, !0, -1) && (atNewLine = !0, state.lineIndent > parentIndent ? indentStatus = 1 : state.lineIndent === parentIndent ? indentStatus = 0 : state.lineIndent < parentIndent && (indentStatus = -1)), indentStatus === 1)
      for (; ; ) {
        let ch = state.input.charCodeAt(state.position), propertyState = snapshotState(state);
        if (atNewLine && (ch === 33 && state.tag !== null || ch === 38 && state.anchor !== null) || !readTagProperty(state) && !readAnchorProperty(state))
          break;
        propertyStart === null && (propertyStart = propertyState), skipSeparationSpace(state, !0, -1) ? (atNewLine = !0, allowBlockCollections = allowBlockStyles, state.lineIndent > parentIndent ? indentStatus = 1 : state.lineIndent === parentIndent ? indentStatus = 0 : state.lineIndent < parentIndent && (indentStatus = -1)) : allowBlockCollections = !1;
      }
    if (allowBlockCollections && (allowBlockCollections = atNewLine || allowCompact), indentStatus === 1 || CONTEXT_BLOCK_OUT === nodeContext)
      if (CONTEXT_FLOW_IN === nodeContext || CONTEXT_FLOW_OUT === nodeContext ? flowIndent = parentIndent : flowIndent = parentIndent + 1, blockIndent = state.position - state.lineStart, indentStatus === 1)
        if (allowBlockCollections && (readBlockSequence(state, blockIndent) || readBlockMapping(state, blockIndent, flowIndent)) || readFlowCollection(state, flowIndent))
          hasContent = !0;
        else {
          let ch = state.input.charCodeAt(state.position);
          propertyStart !== null && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62 && tryReadBlockMappingFromProperty(
            state,
            propertyStart,
            propertyStart.position - propertyStart.lineStart,
            flowIndent
          ) || allowBlockScalars && readBlockScalar(state, flowIndent) || readSingleQuotedScalar(state, flowIndent) || readDoubleQuotedScalar(state, flowIndent) ? hasContent = !0 : readAlias(state) ? (hasContent = !0, (state.tag !== null || state.anchor !== null) && throwError(state, "alias node should not have any properties")) : readPlainScalar(state, flowIndent, CONTEXT_FLOW_IN === nodeContext) && (hasContent = !0, state.tag === null && (state.tag = "?")), state.anchor !== null && storeAnchor(state, state.anchor, state.result);
        }
      else indentStatus === 0 && (hasContent = allowBlockCollections && readBlockSequence(state, blockIndent));
    if (state.tag === null)
      state.anchor !== null && storeAnchor(state, state.anchor, state.result);
    else if (state.tag === "?") {
      state.result !== null && state.kind !== "scalar" && throwError(state, 'unacceptable node kind for !<?> tag; it should be "scalar", not "' + state.kind + '"');
      for (let typeIndex = 0, typeQuantity = state.implicitTypes.length; typeIndex < typeQuantity; typeIndex += 1)
        if (type2 = state.implicitTypes[typeIndex], type2.resolve(state.result)) {
          state.result = type2.construct(state.result), state.tag = type2.tag, state.anchor !== null && storeAnchor(state, state.anchor, state.result);
          break;
        }
    } else if (state.tag !== "!") {
      if (_hasOwnProperty.call(state.typeMap[state.kind || "fallback"], state.tag))
        type2 = state.typeMap[state.kind || "fallback"][state.tag];
      else {
        type2 = null;
        let typeList = state.typeMap.multi[state.kind || "fallback"];
        for (let typeIndex = 0, typeQuantity = typeList.length; typeIndex < typeQuantity; typeIndex += 1)
          if (state.tag.slice(0, typeList[typeIndex].tag.length) === typeList[typeIndex].tag) {
            type2 = typeList[typeIndex];
            break;
          }
      }
      type2 || throwError(state, "unknown tag !<" + state.tag + ">"), state.result !== null && type2.kind !== state.kind && throwError(state, "unacceptable node kind for !<" + state.tag + '> tag; it should be "' + type2.kind + '", not "' + state.kind + '"'), type2.resolve(state.result, state.tag) ? (state.result = type2.construct(state.result, state.tag), state.anchor !== null && storeAnchor(state, state.anchor, state.result)) : throwError(state, "cannot resolve a node with !<" + state.tag + "> explicit tag");
    }
    return state.listener !== null && state.listener("close", state), state.depth -= 1, state.tag !== null || state.anchor !== null || hasContent;
  }
  function readDocument(state) {
    let documentStart = state.position, hasDirectives = !1, ch;
    for (state.version = null, state.checkLineBreaks = state.legacy, state.tagMap = /* @__PURE__ */ Object.create(null), state.anchorMap = /* @__PURE__ */ Object.create(null); (ch = state.input.charCodeAt(state.position)) !== 0 && (skipSeparationSpace(state, !0, -1), ch = state.input.charCodeAt(state.position), !(state.lineIndent > 0 || ch !== 37)); ) {
      hasDirectives = !0, ch = state.input.charCodeAt(++state.position);
      let _position = state.position;
      for (; ch !== 0 && !isWsOrEol(ch); )
        ch = state.input.charCodeAt(++state.position);
      let directiveName = state.input.slice(_position, state.position), directiveArgs = [];
      for (directiveName.length < 1 && throwError(state, "directive name must not be less than one character in length"); ch !== 0; ) {
        for (; isWhiteSpace(ch); )
          ch = state.input.charCodeAt(++state.position);
        if (ch === 35) {
          do
            ch = state.input.charCodeAt(++state.position);
          while (ch !== 0 && !isEol(ch));
          break;
        }
        if (isEol(ch)) break;
        for (_position = state.position; ch !== 0 && !isWsOrEol(ch); )
          ch = state.input.charCodeAt(++state.position);
        directiveArgs.push(state.input.slice(_position, state.position));
      }
      ch !== 0 && readLineBreak(state), _hasOwnProperty.call(directiveHandlers, directiveName) ? directiveHandlers[directiveName](state, directiveName, directiveArgs) : throwWarning(state, 'unknown document directive "' + directiveName + '"');
    }
    if (skipSeparationSpace(state, !0, -1), state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45 ? (state.position += 3, skipSeparationSpace(state, !0, -1)) : hasDirectives && throwError(state, "directives end mark is expected"), composeNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, !1, !0), skipSeparationSpace(state, !0, -1), state.checkLineBreaks && PATTERN_NON_ASCII_LINE_BREAKS.test(state.input.slice(documentStart, state.position)) && throwWarning(state, "non-ASCII line breaks are interpreted as content"), state.documents.push(state.result), state.position === state.lineStart && testDocumentSeparator(state)) {
      state.input.charCodeAt(state.position) === 46 && (state.position += 3, skipSeparationSpace(state, !0, -1));
      return;
    }
    state.position < state.length - 1 && throwError(state, "end of the stream or a document separator is expected");
  }
  function loadDocuments(input, options2) {
    input = String(input), options2 = options2 || {}, input.length !== 0 && (input.charCodeAt(input.length - 1) !== 10 && input.charCodeAt(input.length - 1) !== 13 && (input += `
`), input.charCodeAt(0) === 65279 && (input = input.slice(1)));
    let state = new State(input, options2), nullpos = input.indexOf("\0");
    for (nullpos !== -1 && (state.position = nullpos, throwError(state, "null byte is not allowed in input")), state.input += "\0"; state.input.charCodeAt(state.position) === 32; )
      state.lineIndent += 1, state.position += 1;
    for (; state.position < state.length - 1; )
      readDocument(state);
    return state.documents;
  }
  function loadAll2(input, iterator, options2) {
    iterator !== null && typeof iterator == "object" && typeof options2 > "u" && (options2 = iterator, iterator = null);
    let documents = loadDocuments(input, options2);
    if (typeof iterator != "function")
      return documents;
    for (let index = 0, length = documents.length; index < length; index += 1)
      iterator(documents[index]);
  }
  function load2(input, options2) {
    let documents = loadDocuments(input, options2);
    if (documents.length !== 0) {
      if (documents.length === 1)
        return documents[0];
      throw new YAMLException2("expected a single document in the stream, but found more");
    }
  }
  return loader.loadAll = loadAll2, loader.load = load2, loader;
}
var dumper = {}, hasRequiredDumper;
function requireDumper() {
  if (hasRequiredDumper) return dumper;
  hasRequiredDumper = 1;
  let common2 = requireCommon(), YAMLException2 = requireException(), DEFAULT_SCHEMA2 = require_default(), _toString = Object.prototype.toString, _hasOwnProperty = Object.prototype.hasOwnProperty, CHAR_BOM = 65279, CHAR_TAB = 9, CHAR_LINE_FEED = 10, CHAR_CARRIAGE_RETURN = 13, CHAR_SPACE = 32, CHAR_EXCLAMATION = 33, CHAR_DOUBLE_QUOTE = 34, CHAR_SHARP = 35, CHAR_PERCENT = 37, CHAR_AMPERSAND = 38, CHAR_SINGLE_QUOTE = 39, CHAR_ASTERISK = 42, CHAR_COMMA = 44, CHAR_MINUS = 45, CHAR_COLON = 58, CHAR_EQUALS = 61, CHAR_GREATER_THAN = 62, CHAR_QUESTION = 63, CHAR_COMMERCIAL_AT = 64, CHAR_LEFT_SQUARE_BRACKET = 91, CHAR_RIGHT_SQUARE_BRACKET = 93, CHAR_GRAVE_ACCENT = 96, CHAR_LEFT_CURLY_BRACKET = 123, CHAR_VERTICAL_LINE = 124, CHAR_RIGHT_CURLY_BRACKET = 125, ESCAPE_SEQUENCES = {};
  ESCAPE_SEQUENCES[0] = "\\0", ESCAPE_SEQUENCES[7] = "\\a", ESCAPE_SEQUENCES[8] = "\\b", ESCAPE_SEQUENCES[9] = "\\t", ESCAPE_SEQUENCES[10] = "\\n", ESCAPE_SEQUENCES[11] = "\\v", ESCAPE_SEQUENCES[12] = "\\f", ESCAPE_SEQUENCES[13] = "\\r", ESCAPE_SEQUENCES[27] = "\\e", ESCAPE_SEQUENCES[34] = '\\"', ESCAPE_SEQUENCES[92] = "\\\\", ESCAPE_SEQUENCES[133] = "\\N", ESCAPE_SEQUENCES[160] = "\\_", ESCAPE_SEQUENCES[8232] = "\\L", ESCAPE_SEQUENCES[8233] = "\\P";
  let DEPRECATED_BOOLEANS_SYNTAX = [
    "y",
    "Y",
    "yes",
    "Yes",
    "YES",
    "on",
    "On",
    "ON",
    "n",
    "N",
    "no",
    "No",
    "NO",
    "off",
    "Off",
    "OFF"
  ], DEPRECATED_BASE60_SYNTAX = /^[-+]?[0-9_]+(?::[0-9_]+)+(?:\.[0-9_]*)?$/;
  function compileStyleMap(schema2, map2) {
    if (map2 === null) return {};
    let result = {}, keys = Object.keys(map2);
    for (let index = 0, length = keys.length; index < length; index += 1) {
      let tag = keys[index], style = String(map2[tag]);
      tag.slice(0, 2) === "!!" && (tag = "tag:yaml.org,2002:" + tag.slice(2));
      let type2 = schema2.compiledTypeMap.fallback[tag];
      type2 && _hasOwnProperty.call(type2.styleAliases, style) && (style = type2.styleAliases[style]), result[tag] = style;
    }
    return result;
  }
  function encodeHex(character) {
    let handle, length, string = character.toString(16).toUpperCase();
    if (character <= 255)
      handle = "x", length = 2;
    else if (character <= 65535)
      handle = "u", length = 4;
    else if (character <= 4294967295)
      handle = "U", length = 8;
    else
      throw new YAMLException2("code point within a string may not be greater than 0xFFFFFFFF");
    return "\\" + handle + common2.repeat("0", length - string.length) + string;
  }
  let QUOTING_TYPE_SINGLE = 1, QUOTING_TYPE_DOUBLE = 2;
  function State(options2) {
    this.schema = options2.schema || DEFAULT_SCHEMA2, this.indent = Math.max(1, options2.indent || 2), this.noArrayIndent = options2.noArrayIndent || !1, this.skipInvalid = options2.skipInvalid || !1, this.flowLevel = common2.isNothing(options2.flowLevel) ? -1 : options2.flowLevel, this.styleMap = compileStyleMap(this.schema, options2.styles || null), this.sortKeys = options2.sortKeys || !1, this.lineWidth = options2.lineWidth || 80, this.noRefs = options2.noRefs || !1, this.noCompatMode = options2.noCompatMode || !1, this.condenseFlow = options2.condenseFlow || !1, this.quotingType = options2.quotingType === '"' ? QUOTING_TYPE_DOUBLE : QUOTING_TYPE_SINGLE, this.forceQuotes = options2.forceQuotes || !1, this.replacer = typeof options2.replacer == "function" ? options2.replacer : null, this.implicitTypes = this.schema.compiledImplicit, this.explicitTypes = this.schema.compiledExplicit, this.tag = null, this.result = "", this.duplicates = [], this.usedDuplicates = null;
  }
  function indentString(string, spaces) {
    let ind = common2.repeat(" ", spaces), position = 0, result = "", length = string.length;
    for (; position < length; ) {
      let line, next = string.indexOf(`
`, position);
      next === -1 ? (line = string.slice(position), position = length) : (line = string.slice(position, next + 1), position = next + 1), line.length && line !== `
` && (result += ind), result += line;
    }
    return result;
  }
  function generateNextLine(state, level) {
    return `
` + common2.repeat(" ", state.indent * level);
  }
  function testImplicitResolving(state, str22) {
    for (let index = 0, length = state.implicitTypes.length; index < length; index += 1)
      if (state.implicitTypes[index].resolve(str22))
        return !0;
    return !1;
  }
  function isWhitespace(c) {
    return c === CHAR_SPACE || c === CHAR_TAB;
  }
  function isPrintable(c) {
    return c >= 32 && c <= 126 || c >= 161 && c <= 55295 && c !== 8232 && c !== 8233 || c >= 57344 && c <= 65533 && c !== CHAR_BOM || c >= 65536 && c <= 1114111;
  }
  function isNsCharOrWhitespace(c) {
    return isPrintable(c) && c !== CHAR_BOM && // - b-char
    c !== CHAR_CARRIAGE_RETURN && c !== CHAR_LINE_FEED;
  }
  function isPlainSafe(c, prev, inblock) {
    let cIsNsCharOrWhitespace = isNsCharOrWhitespace(c), cIsNsChar = cIsNsCharOrWhitespace && !isWhitespace(c);
    return (
      // ns-plain-safe
      (inblock ? cIsNsCharOrWhitespace : cIsNsCharOrWhitespace && // - c-flow-indicator
      c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET) && // ns-plain-char
      c !== CHAR_SHARP && // false on '#'
      !(prev === CHAR_COLON && !cIsNsChar) || // false on ': '
      isNsCharOrWhitespace(prev) && !isWhitespace(prev) && c === CHAR_SHARP || // change to true on '[^ ]#'
      prev === CHAR_COLON && cIsNsChar
    );
  }
  function isPlainSafeFirst(c) {
    return isPrintable(c) && c !== CHAR_BOM && !isWhitespace(c) && // - s-white
    // - (c-indicator ::=
    // “-” | “?” | “:” | “,” | “[” | “]” | “{” | “}”
    c !== CHAR_MINUS && c !== CHAR_QUESTION && c !== CHAR_COLON && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET && // | “#” | “&” | “*” | “!” | “|” | “=” | “>” | “'” | “"”
    c !== CHAR_SHARP && c !== CHAR_AMPERSAND && c !== CHAR_ASTERISK && c !== CHAR_EXCLAMATION && c !== CHAR_VERTICAL_LINE && c !== CHAR_EQUALS && c !== CHAR_GREATER_THAN && c !== CHAR_SINGLE_QUOTE && c !== CHAR_DOUBLE_QUOTE && // | “%” | “@” | “`”)
    c !== CHAR_PERCENT && c !== CHAR_COMMERCIAL_AT && c !== CHAR_GRAVE_ACCENT;
  }
  function isPlainSafeLast(c) {
    return !isWhitespace(c) && c !== CHAR_COLON;
  }
  function codePointAt(string, pos) {
    let first = string.charCodeAt(pos), second;
    return first >= 55296 && first <= 56319 && pos + 1 < string.length && (second = string.charCodeAt(pos + 1), second >= 56320 && second <= 57343) ? (first - 55296) * 1024 + second - 56320 + 65536 : first;
  }
  function needIndentIndicator(string) {
    return /^\n* /.test(string);
  }
  let STYLE_PLAIN = 1, STYLE_SINGLE = 2, STYLE_LITERAL = 3, STYLE_FOLDED = 4, STYLE_DOUBLE = 5;
  function chooseScalarStyle(string, singleLineOnly, indentPerLevel, lineWidth, testAmbiguousType, quotingType, forceQuotes, inblock) {
    let i, char = 0, prevChar = null, hasLineBreak = !1, hasFoldableLine = !1, shouldTrackWidth = lineWidth !== -1, previousLineBreak = -1, plain = isPlainSafeFirst(codePointAt(string, 0)) && isPlainSafeLast(codePointAt(string, string.length - 1));
    if (singleLineOnly || forceQuotes)
      for (i = 0; i < string.length; char >= 65536 ? i += 2 : i++) {
        if (char = codePointAt(string, i), !isPrintable(char))
          return STYLE_DOUBLE;
        plain = plain && isPlainSafe(char, prevChar, inblock), prevChar = char;
      }
    else {
      for (i = 0; i < string.length; char >= 65536 ? i += 2 : i++) {
        if (char = codePointAt(string, i), char === CHAR_LINE_FEED)
          hasLineBreak = !0, shouldTrackWidth && (hasFoldableLine = hasFoldableLine || // Foldable line = too long, and not more-indented.
          i - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ", previousLineBreak = i);
        else if (!isPrintable(char))
          return STYLE_DOUBLE;
        plain = plain && isPlainSafe(char, prevChar, inblock), prevChar = char;
      }
      hasFoldableLine = hasFoldableLine || shouldTrackWidth && i - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ";
    }
    return !hasLineBreak && !hasFoldableLine ? plain && !forceQuotes && !testAmbiguousType(string) ? STYLE_PLAIN : quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE : indentPerLevel > 9 && needIndentIndicator(string) ? STYLE_DOUBLE : forceQuotes ? quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE : hasFoldableLine ? STYLE_FOLDED : STYLE_LITERAL;
  }
  function writeScalar(state, string, level, iskey, inblock) {
    state.dump = (function() {
      if (string.length === 0)
        return state.quotingType === QUOTING_TYPE_DOUBLE ? '""' : "''";
      if (!state.noCompatMode && (DEPRECATED_BOOLEANS_SYNTAX.indexOf(string) !== -1 || DEPRECATED_BASE60_SYNTAX.test(string)))
        return state.quotingType === QUOTING_TYPE_DOUBLE ? '"' + string + '"' : "'" + string + "'";
      let indent = state.indent * Math.max(1, level), lineWidth = state.lineWidth === -1 ? -1 : Math.max(Math.min(state.lineWidth, 40), state.lineWidth - indent), singleLineOnly = iskey || // No block styles in flow mode.
      state.flowLevel > -1 && level >= state.flowLevel;
      function testAmbiguity(string2) {
        return testImplicitResolving(state, string2);
      }
      switch (chooseScalarStyle(
        string,
        singleLineOnly,
        state.indent,
        lineWidth,
        testAmbiguity,
        state.quotingType,
        state.forceQuotes && !iskey,
        inblock
      )) {
        case STYLE_PLAIN:
          return string;
        case STYLE_SINGLE:
          return "'" + string.replace(/'/g, "''") + "'";
        case STYLE_LITERAL:
          return "|" + blockHeader(string, state.indent) + dropEndingNewline(indentString(string, indent));
        case STYLE_FOLDED:
          return ">" + blockHeader(string, state.indent) + dropEndingNewline(indentString(foldString(string, lineWidth), indent));
        case STYLE_DOUBLE:
          return '"' + escapeString(string) + '"';
        default:
          throw new YAMLException2("impossible error: invalid scalar style");
      }
    })();
  }
  function blockHeader(string, indentPerLevel) {
    let indentIndicator = needIndentIndicator(string) ? String(indentPerLevel) : "", clip = string[string.length - 1] === `
`, chomp = clip && (string[string.length - 2] === `
` || string === `
`) ? "+" : clip ? "" : "-";
    return indentIndicator + chomp + `
`;
  }
  function dropEndingNewline(string) {
    return string[string.length - 1] === `
` ? string.slice(0, -1) : string;
  }
  function foldString(string, width) {
    let lineRe = /(\n+)([^\n]*)/g, result = (function() {
      let nextLF = string.indexOf(`
`);
      return nextLF = nextLF !== -1 ? nextLF : string.length, lineRe.lastIndex = nextLF, foldLine(string.slice(0, nextLF), width);
    })(), prevMoreIndented = string[0] === `
` || string[0] === " ", moreIndented, match;
    for (; match = lineRe.exec(string); ) {
      let prefix = match[1], line = match[2];
      moreIndented = line[0] === " ", result += prefix + (!prevMoreIndented && !moreIndented && line !== "" ? `
` : "") + foldLine(line, width), prevMoreIndented = moreIndented;
    }
    return result;
  }
  function foldLine(line, width) {
    if (line === "" || line[0] === " ") return line;
    let breakRe = / [^ ]/g, match, start = 0, end, curr = 0, next = 0, result = "";
    for (; match = breakRe.exec(line); )
      next = match.index, next - start > width && (end = curr > start ? curr : next, result += `
` + line.slice(start, end), start = end + 1), curr = next;
    return result += `
`, line.length - start > width && curr > start ? result += line.slice(start, curr) + `
` + line.slice(curr + 1) : result += line.slice(start), result.slice(1);
  }
  function escapeString(string) {
    let result = "", char = 0;
    for (let i = 0; i < string.length; char >= 65536 ? i += 2 : i++) {
      char = codePointAt(string, i);
      let escapeSeq = ESCAPE_SEQUENCES[char];
      !escapeSeq && isPrintable(char) ? (result += string[i], char >= 65536 && (result += string[i + 1])) : result += escapeSeq || encodeHex(char);
    }
    return result;
  }
  function writeFlowSequence(state, level, object) {
    let _result = "", _tag = state.tag;
    for (let index = 0, length = object.length; index < length; index += 1) {
      let value = object[index];
      state.replacer && (value = state.replacer.call(object, String(index), value)), (writeNode(state, level, value, !1, !1) || typeof value > "u" && writeNode(state, level, null, !1, !1)) && (_result !== "" && (_result += "," + (state.condenseFlow ? "" : " ")), _result += state.dump);
    }
    state.tag = _tag, state.dump = "[" + _result + "]";
  }
  function writeBlockSequence(state, level, object, compact) {
    let _result = "", _tag = state.tag;
    for (let index = 0, length = object.length; index < length; index += 1) {
      let value = object[index];
      state.replacer && (value = state.replacer.call(object, String(index), value)), (writeNode(state, level + 1, value, !0, !0, !1, !0) || typeof value > "u" && writeNode(state, level + 1, null, !0, !0, !1, !0)) && ((!compact || _result !== "") && (_result += generateNextLine(state, level)), state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0) ? _result += "-" : _result += "- ", _result += state.dump);
    }
    state.tag = _tag, state.dump = _result || "[]";
  }
  function writeFlowMapping(state, level, object) {
    let _result = "", _tag = state.tag, objectKeyList = Object.keys(object);
    for (let index = 0, length = objectKeyList.length; index < length; index += 1) {
      let pairBuffer = "";
      _result !== "" && (pairBuffer += ", "), state.condenseFlow && (pairBuffer += '"');
      let objectKey = objectKeyList[index], objectValue = object[objectKey];
      state.replacer && (objectValue = state.replacer.call(object, objectKey, objectValue)), writeNode(state, level, objectKey, !1, !1) && (state.dump.length > 1024 && (pairBuffer += "? "), pairBuffer += state.dump + (state.condenseFlow ? '"' : "") + ":" + (state.condenseFlow ? "" : " "), writeNode(state, level, objectValue, !1, !1) && (pairBuffer += state.dump, _result += pairBuffer));
    }
    state.tag = _tag, state.dump = "{" + _result + "}";
  }
  function writeBlockMapping(state, level, object, compact) {
    let _result = "", _tag = state.tag, objectKeyList = Object.keys(object);
    if (state.sortKeys === !0)
      objectKeyList.sort();
    else if (typeof state.sortKeys == "function")
      objectKeyList.sort(state.sortKeys);
    else if (state.sortKeys)
      throw new YAMLException2("sortKeys must be a boolean or a function");
    for (let index = 0, length = objectKeyList.length; index < length; index += 1) {
      let pairBuffer = "";
      (!compact || _result !== "") && (pairBuffer += generateNextLine(state, level));
      let objectKey = objectKeyList[index], objectValue = object[objectKey];
      if (state.replacer && (objectValue = state.replacer.call(object, objectKey, objectValue)), !writeNode(state, level + 1, objectKey, !0, !0, !0))
        continue;
      let explicitPair = state.tag !== null && state.tag !== "?" || state.dump && state.dump.length > 1024;
      explicitPair && (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0) ? pairBuffer += "?" : pairBuffer += "? "), pairBuffer += state.dump, explicitPair && (pairBuffer += generateNextLine(state, level)), writeNode(state, level + 1, objectValue, !0, explicitPair) && (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0) ? pairBuffer += ":" : pairBuffer += ": ", pairBuffer += state.dump, _result += pairBuffer);
    }
    state.tag = _tag, state.dump = _result || "{}";
  }
  function detectType(state, object, explicit) {
    let typeList = explicit ? state.explicitTypes : state.implicitTypes;
    for (let index = 0, length = typeList.length; index < length; index += 1) {
      let type2 = typeList[index];
      if ((type2.instanceOf || type2.predicate) && (!type2.instanceOf || typeof object == "object" && object instanceof type2.instanceOf) && (!type2.predicate || type2.predicate(object))) {
        if (explicit ? type2.multi && type2.representName ? state.tag = type2.representName(object) : state.tag = type2.tag : state.tag = "?", type2.represent) {
          let style = state.styleMap[type2.tag] || type2.defaultStyle, _result;
          if (_toString.call(type2.represent) === "[object Function]")
            _result = type2.represent(object, style);
          else if (_hasOwnProperty.call(type2.represent, style))
            _result = type2.represent[style](object, style);
          else
            throw new YAMLException2("!<" + type2.tag + '> tag resolver accepts not "' + style + '" style');
          state.dump = _result;
        }
        return !0;
      }
    }
    return !1;
  }
  function writeNode(state, level, object, block, compact, iskey, isblockseq) {
    state.tag = null, state.dump = object, detectType(state, object, !1) || detectType(state, object, !0);
    let type2 = _toString.call(state.dump), inblock = block;
    block && (block = state.flowLevel < 0 || state.flowLevel > level);
    let objectOrArray = type2 === "[object Object]" || type2 === "[object Array]", duplicateIndex, duplicate;
    if (objectOrArray && (duplicateIndex = state.duplicates.indexOf(object), duplicate = duplicateIndex !== -1), (state.tag !== null && state.tag !== "?" || duplicate || state.indent !== 2 && level > 0) && (compact = !1), duplicate && state.usedDuplicates[duplicateIndex])
      state.dump = "*ref_" + duplicateIndex;
    else {
      if (objectOrArray && duplicate && !state.usedDuplicates[duplicateIndex] && (state.usedDuplicates[duplicateIndex] = !0), type2 === "[object Object]")
        block && Object.keys(state.dump).length !== 0 ? (writeBlockMapping(state, level, state.dump, compact), duplicate && (state.dump = "&ref_" + duplicateIndex + state.dump)) : (writeFlowMapping(state, level, state.dump), duplicate && (state.dump = "&ref_" + duplicateIndex + " " + state.dump));
      else if (type2 === "[object Array]")
        block && state.dump.length !== 0 ? (state.noArrayIndent && !isblockseq && level > 0 ? writeBlockSequence(state, level - 1, state.dump, compact) : writeBlockSequence(state, level, state.dump, compact), duplicate && (state.dump = "&ref_" + duplicateIndex + state.dump)) : (writeFlowSequence(state, level, state.dump), duplicate && (state.dump = "&ref_" + duplicateIndex + " " + state.dump));
      else if (type2 === "[object String]")
        state.tag !== "?" && writeScalar(state, state.dump, level, iskey, inblock);
      else {
        if (type2 === "[object Undefined]")
          return !1;
        if (state.skipInvalid) return !1;
        throw new YAMLException2("unacceptable kind of an object to dump " + type2);
      }
      if (state.tag !== null && state.tag !== "?") {
        let tagStr = encodeURI(
          state.tag[0] === "!" ? state.tag.slice(1) : state.tag
        ).replace(/!/g, "%21");
        state.tag[0] === "!" ? tagStr = "!" + tagStr : tagStr.slice(0, 18) === "tag:yaml.org,2002:" ? tagStr = "!!" + tagStr.slice(18) : tagStr = "!<" + tagStr + ">", state.dump = tagStr + " " + state.dump;
      }
    }
    return !0;
  }
  function getDuplicateReferences(object, state) {
    let objects = [], duplicatesIndexes = [];
    inspectNode(object, objects, duplicatesIndexes);
    let length = duplicatesIndexes.length;
    for (let index = 0; index < length; index += 1)
      state.duplicates.push(objects[duplicatesIndexes[index]]);
    state.usedDuplicates = new Array(length);
  }
  function inspectNode(object, objects, duplicatesIndexes) {
    if (object !== null && typeof object == "object") {
      let index = objects.indexOf(object);
      if (index !== -1)
        duplicatesIndexes.indexOf(index) === -1 && duplicatesIndexes.push(index);
      else if (objects.push(object), Array.isArray(object))
        for (let i = 0, length = object.length; i < length; i += 1)
          inspectNode(object[i], objects, duplicatesIndexes);
      else {
        let objectKeyList = Object.keys(object);
        for (let i = 0, length = objectKeyList.length; i < length; i += 1)
          inspectNode(object[objectKeyList[i]], objects, duplicatesIndexes);
      }
    }
  }
  function dump2(input, options2) {
    options2 = options2 || {};
    let state = new State(options2);
    state.noRefs || getDuplicateReferences(input, state);
    let value = input;
    return state.replacer && (value = state.replacer.call({ "": value }, "", value)), writeNode(state, 0, value, !0, !0) ? state.dump + `
` : "";
  }
  return dumper.dump = dump2, dumper;
}
var hasRequiredJsYaml;
function requireJsYaml() {
  if (hasRequiredJsYaml) return jsYaml;
  hasRequiredJsYaml = 1;
  let loader2 = requireLoader(), dumper2 = requireDumper();
  function renamed(from, to) {
    return function() {
      throw new Error("Function yaml." + from + " is removed in js-yaml 4. Use yaml." + to + " instead, which is now safe by default.");
    };
  }
  return jsYaml.Type = requireType(), jsYaml.Schema = requireSchema(), jsYaml.FAILSAFE_SCHEMA = requireFailsafe(), jsYaml.JSON_SCHEMA = requireJson(), jsYaml.CORE_SCHEMA = requireCore(), jsYaml.DEFAULT_SCHEMA = require_default(), jsYaml.load = loader2.load, jsYaml.loadAll = loader2.loadAll, jsYaml.dump = dumper2.dump, jsYaml.YAMLException = requireException(), jsYaml.types = {
    binary: requireBinary(),
    float: requireFloat(),
    map: requireMap(),
    null: require_null2(),
    pairs: requirePairs(),
    set: requireSet(),
    timestamp: requireTimestamp(),
    bool: requireBool(),
    int: requireInt(),
    merge: requireMerge(),
    omap: requireOmap(),
    seq: requireSeq(),
    str: requireStr()
  }, jsYaml.safeLoad = renamed("safeLoad", "load"), jsYaml.safeLoadAll = renamed("safeLoadAll", "loadAll"), jsYaml.safeDump = renamed("safeDump", "dump"), jsYaml;
}
var jsYamlExports = requireJsYaml(), yaml2 = /* @__PURE__ */ getDefaultExportFromCjs(jsYamlExports), {
  Type,
  Schema,
  FAILSAFE_SCHEMA,
  JSON_SCHEMA,
  CORE_SCHEMA,
  DEFAULT_SCHEMA,
  load,
  loadAll,
  dump,
  YAMLException,
  types,
  safeLoad,
  safeLoadAll,
  safeDump
} = yaml2;

// src/core/frontmatter.ts
var MAX_YAML_NODES = 2e4;
function loadYaml(source) {
  return yaml2.load(source, { schema: yaml2.CORE_SCHEMA });
}
var GRAY_MATTER_OPTIONS = { engines: { yaml: loadYaml } };
function locateFrontmatter(text, file) {
  let open4 = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
  if (!open4) return null;
  let yamlStart = open4[0].length, fence = /^---[ \t]*(?:\r?\n|$)/gm;
  fence.lastIndex = yamlStart;
  let close2 = fence.exec(text);
  if (!close2)
    throw new StrataError(
      "INVALID_FRONTMATTER",
      `${file}: frontmatter opened with --- on line 1 is never closed`,
      { subject: file, hint: "add a line with only --- after the last frontmatter field" }
    );
  return { yamlStart, yamlEnd: close2.index, bodyStart: close2.index + close2[0].length };
}
function countNodes(value, budget) {
  if (budget.left -= 1, !(budget.left < 0)) {
    if (Array.isArray(value)) {
      for (let item of value)
        if (countNodes(item, budget), budget.left < 0) return;
    } else if (value !== null && typeof value == "object") {
      for (let item of Object.values(value))
        if (countNodes(item, budget), budget.left < 0) return;
    }
  }
}
function invalid(file, reason, cause) {
  return new StrataError("INVALID_FRONTMATTER", `${file}: ${reason}`, {
    subject: file,
    hint: "fix the YAML between the --- lines at the top of the file",
    cause
  });
}
function parseDocument(raw, file) {
  let text = displayText(raw);
  if (!locateFrontmatter(text, file)) return { data: {}, body: text, hasFrontmatter: !1 };
  let parsed;
  try {
    parsed = (0, import_gray_matter.default)(text, GRAY_MATTER_OPTIONS);
  } catch (error) {
    let reason = error instanceof Error ? error.message.split(`
`)[0] : String(error);
    throw invalid(file, `invalid YAML frontmatter: ${reason}`, error);
  }
  let data = parsed.data;
  if (data === null || typeof data != "object" || Array.isArray(data))
    throw invalid(file, "frontmatter must be a mapping of field: value lines");
  let budget = { left: MAX_YAML_NODES };
  if (countNodes(data, budget), budget.left < 0)
    throw invalid(
      file,
      `frontmatter expands to more than ${MAX_YAML_NODES} values (YAML alias bomb?)`
    );
  return { data, body: parsed.content, hasFrontmatter: !0 };
}
function sliceBody(raw, file) {
  let span = locateFrontmatter(raw, file);
  return span ? raw.slice(span.bodyStart) : raw;
}
var QUOTED_KEYS = /* @__PURE__ */ new Set(["created", "updated"]);
function dumpField(key, value, flow = !0) {
  let forceQuotes = QUOTED_KEYS.has(key) && typeof value == "string";
  return yaml2.dump(
    { [key]: value },
    {
      schema: yaml2.CORE_SCHEMA,
      lineWidth: -1,
      noRefs: !0,
      flowLevel: flow ? 1 : -1,
      quotingType: '"',
      forceQuotes
    }
  ).replace(/\n$/, "");
}
function serializeDocument(fields, body) {
  let lines = Object.entries(fields).filter(([, value]) => value !== void 0).map(([key, value]) => dumpField(key, value)), text = body.startsWith(`
`) ? body : `
${body}`;
  return `---
${lines.join(`
`)}
---
${text.endsWith(`
`) ? text : `${text}
`}`;
}
var KEY_LINE = /^([A-Za-z_$][\w$.-]*)[ \t]*:(?:[ \t]|$)/;
function isContinuation(line) {
  return /^[ \t]/.test(line) || line === "-" || line.startsWith("- ");
}
function findBlocks(lines) {
  let blocks = /* @__PURE__ */ new Map();
  for (let i = 0; i < lines.length; i++) {
    let match = KEY_LINE.exec(lines[i] ?? "");
    if (!match?.[1]) continue;
    let end = i + 1;
    for (let j = i + 1; j < lines.length; j++) {
      let line = lines[j] ?? "";
      if (isContinuation(line)) end = j + 1;
      else if (line.trim() !== "") break;
    }
    let rest = (lines[i] ?? "").slice(match[0].length).trim();
    blocks.set(match[1], { start: i, end, flow: rest !== "" || end === i + 1 });
  }
  return blocks;
}
function sameValue(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
function editDocument(text, file, changes, body) {
  let span = locateFrontmatter(text, file);
  if (!span) throw invalid(file, "has no frontmatter to edit");
  let before = parseDocument(text, file), eol = text.includes(`\r
`) ? `\r
` : `
`, yamlText = text.slice(span.yamlStart, span.yamlEnd), lines = yamlText === "" ? [] : yamlText.replace(/\r?\n$/, "").split(/\r?\n/), blocks = findBlocks(lines), replacements = [], appended = [];
  for (let [key, value] of Object.entries(changes)) {
    let block = blocks.get(key);
    if (!block && key in before.data)
      throw new StrataError("CONFLICT", `${file}: cannot edit field "${key}" in place`, {
        subject: file,
        hint: `edit the "${key}" line by hand`
      });
    let newLines = value === void 0 ? [] : dumpField(key, value, block?.flow ?? !0).split(`
`);
    block ? replacements.push({ start: block.start, end: block.end, lines: newLines }) : appended.push(...newLines);
  }
  replacements.sort((a, b) => b.start - a.start);
  for (let r of replacements) lines.splice(r.start, r.end - r.start, ...r.lines);
  lines.push(...appended);
  let head = text.slice(0, span.yamlStart), fenceAndBody = text.slice(span.yamlEnd), yamlOut = lines.length ? `${lines.join(eol)}${eol}` : "", result = head + yamlOut + fenceAndBody;
  if (body !== void 0) {
    let bodyStart = head.length + yamlOut.length + (span.bodyStart - span.yamlEnd);
    result = result.slice(0, bodyStart) + body;
  }
  return verifyEdit(before, parseDocument(result, file), changes, file), result;
}
function verifyEdit(before, after, changes, file) {
  let keys = /* @__PURE__ */ new Set([...Object.keys(before.data), ...Object.keys(after.data)]);
  for (let key of keys) {
    let expected = key in changes ? changes[key] : before.data[key];
    if (!sameValue(after.data[key], expected))
      throw new StrataError(
        "CONFLICT",
        `${file}: editing would change field "${key}" unexpectedly`,
        {
          subject: file,
          hint: "edit the frontmatter by hand; strata left the file untouched"
        }
      );
  }
}

// src/core/memory-file.ts
function idFromPath(relPath) {
  return relPath.slice(relPath.lastIndexOf("/") + 1).replace(/\.md$/i, "");
}
function fieldError(ctx, field, reason, hint) {
  return new StrataError("INVALID_FRONTMATTER", `${ctx.path}: field "${field}" ${reason}`, {
    subject: ctx.path,
    hint
  });
}
function listItems(value) {
  if (value == null) return [];
  if (typeof value == "string")
    return value.split(",").map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(value) && value.every((v) => typeof v == "string" || typeof v == "number"))
    return value.map(String);
}
function readStringList(value, ctx, field) {
  let items = listItems(value);
  if (items) return items;
  throw fieldError(ctx, field, "must be a list of words", `write it as ${field}: [a, b]`);
}
function readTimestamp(value) {
  return typeof value == "string" ? value : typeof value == "number" ? String(value) : "";
}
function deriveTitle(body, id) {
  return /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(body)?.[1]?.trim() || id;
}
function parseMemory(text, ctx) {
  if (/\u0000/.test(text))
    throw new StrataError("BINARY_FILE", `${ctx.path}: is a binary file, not markdown`, {
      subject: ctx.path,
      hint: "move it out of the memory directory"
    });
  let doc = parseDocument(text, ctx.path), data = doc.data;
  if (!doc.hasFrontmatter || data.type === void 0) return null;
  if (!isMemoryType(data.type))
    throw fieldError(
      ctx,
      "type",
      `is ${JSON.stringify(data.type)}, not a type name`,
      "use one of decision, learning, artifact, gotcha, breadcrumb, hub (or a short lowercase word)"
    );
  let rawId = data.id ?? idFromPath(ctx.relPath);
  if (!isMemoryId(rawId))
    throw new StrataError(
      "INVALID_ID",
      `${ctx.path}: id ${JSON.stringify(rawId)} is not a safe id`,
      {
        subject: ctx.path,
        hint: "use lowercase letters, digits and dashes, e.g. decision-use-postgres"
      }
    );
  let title = typeof data.title == "string" && data.title.trim() ? data.title : deriveTitle(doc.body, rawId), links = readStringList(data.links, ctx, "links"), badLink = links.find((l) => !isMemoryId(l));
  if (badLink !== void 0)
    throw fieldError(
      ctx,
      "links",
      `holds ${JSON.stringify(badLink)}, which is not a memory id`,
      "list memory ids, e.g. links: [decision-use-postgres]"
    );
  let memory = {
    id: rawId,
    title,
    type: data.type,
    scope: ctx.scope,
    tags: readStringList(data.tags, ctx, "tags"),
    links,
    created: readTimestamp(data.created),
    updated: readTimestamp(data.updated ?? data.created),
    archived: ctx.relPath === "archive" || ctx.relPath.startsWith("archive/"),
    body: doc.body,
    path: ctx.path,
    relPath: ctx.relPath,
    fields: data
  }, aliases = readAliases(data.aliases);
  if (!aliases)
    throw fieldError(ctx, "aliases", "must be a list of phrases", "write it as aliases: [a, b]");
  aliases.length && (memory.aliases = aliases);
  let severity = readSeverity(data.severity);
  severity && (memory.severity = severity);
  let patterns = data.file_patterns ?? data.filePatterns;
  patterns !== void 0 && (memory.filePatterns = readStringList(patterns, ctx, "file_patterns"));
  let commands = data.command_patterns ?? data.commandPatterns;
  return commands !== void 0 && (memory.commandPatterns = readStringList(commands, ctx, "command_patterns")), typeof data.status == "string" && (memory.status = data.status), memory;
}
function readSeverity(value) {
  if (value == null || value === "") return;
  if (isSeverity(value)) return value;
  let lower = String(value).toLowerCase();
  return isSeverity(lower) ? lower : suggestWord(lower, ["critical"]) ? "critical" : "high";
}
function checkMemoryFields(memory) {
  let warnings = [], warn = (field, message, misread = !1) => warnings.push({
    path: memory.path,
    field,
    message: `${memory.path}: ${message}`,
    ...misread ? { misread } : {}
  });
  typeof memory.fields.title != "string" && warn("title", "has no title field (derived from the body)"), memory.created || warn("created", 'has no created timestamp; add created: "YYYY-MM-DDTHH:MM:SSZ"'), memory.severity && memory.fields.severity !== memory.severity && warn(
    "severity",
    `severity ${JSON.stringify(memory.fields.severity)} is not one of critical, high, medium, low: served as ${memory.severity} until fixed (an unknown severity is never served lower)`,
    !0
  );
  let aliases = aliasesProblem(memory.aliases ?? []);
  if (aliases && warn("aliases", `aliases ${aliases} (search still reads them all)`), !isKnownMemoryType(memory.type)) {
    let meant = suggestWord(String(memory.type), MEMORY_TYPES);
    meant ? warn(
      "type",
      `type "${memory.type}" is not a known type: did you mean "${meant}"? (read as a custom type until fixed)`,
      !0
    ) : warn("type", `custom type "${memory.type}" (kept as it is)`);
  }
  return memory.type === "gotcha" && !memory.filePatterns?.length && !memory.commandPatterns?.length && warn(
    "file_patterns",
    memory.tags.length ? "gotcha has no file_patterns, so it is not shown when a file is read; add the globs of the files it concerns, or command_patterns for the commands it concerns (or turn hooks.gotchas.matchTags on to match its tags against paths)" : "gotcha has neither file_patterns, command_patterns nor tags, so it can never be shown before an edit or a command"
  ), warnings;
}

// src/core/claude/claude-instructions.ts
var INSTRUCTION_FILES = ["CLAUDE.md", "CLAUDE.local.md", ".claude/CLAUDE.md"], INSTRUCTION_IDS = {
  "CLAUDE.md": "claude-md",
  "CLAUDE.local.md": "claude-local-md",
  ".claude/CLAUDE.md": "claude-dir-claude-md"
}, RULES_DIR = ".claude/rules";
function isInstructionFile(rel) {
  return INSTRUCTION_FILES.includes(rel) ? !0 : rel.startsWith(`${RULES_DIR}/`) && rel.endsWith(".md") && !rel.split("/").some((part) => part === ".." || part === "");
}
function slug(text) {
  return text.toLowerCase().replace(/\.md$/, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
function heading(body) {
  return /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(body)?.[1]?.trim() || void 0;
}
function globs(value) {
  if (typeof value == "string")
    return value.split(",").map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(value)) return value.filter((v) => typeof v == "string");
}
function parseInstructionFile(text, ctx) {
  let rel = ctx.relPath;
  if (!isInstructionFile(rel)) return null;
  let rule = rel.startsWith(`${RULES_DIR}/`), doc = parseDocument(text, ctx.path), memory = {
    id: rule ? `rule-${slug(rel.slice(RULES_DIR.length + 1))}` : INSTRUCTION_IDS[rel],
    title: heading(doc.body) ?? rel,
    type: rule ? "rule" : "instructions",
    scope: ctx.scope,
    tags: [],
    links: [],
    created: "",
    updated: "",
    archived: !1,
    body: doc.body,
    path: ctx.path,
    relPath: ctx.relPath,
    fields: doc.data
  }, patterns = globs(doc.data.paths);
  return rule && patterns?.length && (memory.filePatterns = patterns), memory;
}

// src/core/claude/claude-memory.ts
var CLAUDE_INDEX_FILE = "MEMORY.md", CLAUDE_MEMORY_TYPES = ["user", "feedback", "project", "reference"], UNTYPED = "memory";
function isRecord(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}
function normalizeClaudeName(name) {
  return /^[a-z0-9_-]+$/.test(name) ? name : name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
function claudeTypeOf(data) {
  return (isRecord(data.metadata) ? data.metadata : {}).type ?? data.type;
}
var WIKI_LINK = /\[\[([^\]\n|#]+)(?:[|#][^\]\n]*)?\]\]/g;
function wikiLinks(body) {
  let out = [];
  for (let match of body.matchAll(WIKI_LINK)) {
    let id = normalizeClaudeName((match[1] ?? "").trim());
    isMemoryId(id) && !out.includes(id) && out.push(id);
  }
  return out;
}
function firstHeading(body) {
  for (let line of body.split(/\r?\n/)) {
    let text = line.replace(/^#{1,6}\s+/, "").trim();
    if (text) return text.slice(0, 200);
  }
}
function claudeId(data, ctx) {
  let name = typeof data.name == "string" ? normalizeClaudeName(data.name.trim()) : "";
  return isMemoryId(name) ? name : idFromPath(ctx.relPath);
}
function parseClaudeMemory(text, ctx) {
  if (ctx.relPath === CLAUDE_INDEX_FILE) return null;
  let doc = parseDocument(text, ctx.path);
  if (!doc.hasFrontmatter) return null;
  let data = doc.data, rawType = claudeTypeOf(data);
  if (rawType !== void 0 && !isMemoryType(rawType))
    throw new StrataError(
      "INVALID_FRONTMATTER",
      `${ctx.path}: field "metadata.type" is ${JSON.stringify(rawType)}, not a type name`,
      { subject: ctx.path, hint: `use one of ${CLAUDE_MEMORY_TYPES.join(", ")}` }
    );
  let id = claudeId(data, ctx);
  if (!isMemoryId(id))
    throw new StrataError("INVALID_ID", `${ctx.path}: name ${JSON.stringify(id)} is not an id`, {
      subject: ctx.path,
      hint: "give it a short kebab-case name: field"
    });
  let description = typeof data.description == "string" ? data.description.trim() : "", created = typeof data.created == "string" ? data.created : "";
  return {
    id,
    title: description || firstHeading(doc.body) || id,
    type: typeof rawType == "string" ? rawType : UNTYPED,
    scope: ctx.scope,
    tags: [],
    links: wikiLinks(doc.body).filter((l) => l !== id),
    created,
    updated: typeof data.updated == "string" ? data.updated : created,
    archived: !1,
    body: doc.body,
    path: ctx.path,
    relPath: ctx.relPath,
    fields: data
  };
}
function parseScopedMemory(text, ctx) {
  return ctx.scope === "claude" ? parseClaudeMemory(text, ctx) : ctx.scope === "instructions" ? parseInstructionFile(text, ctx) : parseMemory(text, ctx);
}

// src/core/path-kinds.ts
function isAbsolutePath(value) {
  return typeof value == "string" && !value.includes("\0") && (value.startsWith("/") || /^[A-Za-z]:[\\/]/.test(value) || value.startsWith("\\\\"));
}
function isScopeRelativePath(value) {
  return typeof value != "string" || !value || value.includes("\0") || isAbsolutePath(value) || /^[A-Za-z]:/.test(value) ? !1 : value.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}
function toAbsolutePath(value) {
  if (isAbsolutePath(value)) return value;
  throw new StrataError("INTERNAL", `path ${JSON.stringify(value)} is not absolute`, {
    hint: "resolve it against its scope or project directory first",
    subject: value
  });
}
function toScopeRelativePath(value) {
  if (isScopeRelativePath(value)) return value;
  throw new StrataError("INTERNAL", `path ${JSON.stringify(value)} is not inside a scope`, {
    hint: "give the path relative to the scope directory, with / separators",
    subject: value
  });
}

// src/storage/file-update.ts
import { createHash } from "node:crypto";
import { readFile as readFile3 } from "node:fs/promises";
import path5 from "node:path";

// src/core/git/conflict-text.ts
var OPEN = /^<{7}(?: |$)/, BASE = /^\|{7}(?: |$)/, MIDDLE = /^={7}$/, CLOSE = /^>{7}(?: |$)/;
function hasConflictMarkers(text) {
  if (!text.includes("<<<<<<<")) return !1;
  let stage = 0;
  for (let raw of text.split(`
`)) {
    let line = raw.replace(/\r$/, "");
    if (stage === 0 && OPEN.test(line)) stage = 1;
    else if (stage === 1 && MIDDLE.test(line)) stage = 2;
    else if (stage === 2 && CLOSE.test(line)) return !0;
  }
  return !1;
}
function locateConflictMarkers(text) {
  if (!hasConflictMarkers(text)) return "none";
  let open4 = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
  if (!open4) return "file";
  let fence = /^---[ \t]*\r?$/gm;
  fence.lastIndex = open4[0].length;
  let close2 = fence.exec(text);
  return close2 ? /^<{7}(?: |\r?$)/m.test(text.slice(0, close2.index)) ? "file" : "body" : "file";
}
function nextPart(part, line) {
  return part === "all" && OPEN.test(line) ? "ours" : part === "ours" && BASE.test(line) ? "base" : (part === "ours" || part === "base") && MIDDLE.test(line) ? "theirs" : part === "theirs" && CLOSE.test(line) ? "all" : null;
}
function splitConflictText(text) {
  let out = { base: [], ours: [], theirs: [] }, part = "all", sawBase = !1, lines = text.split(`
`);
  return lines.forEach((raw, i) => {
    let line = raw.replace(/\r$/, ""), next = nextPart(part, line);
    if (next) {
      sawBase ||= next === "base", part = next;
      return;
    }
    let piece = i < lines.length - 1 ? `${raw}
` : raw;
    if (part === "all") for (let side of Object.values(out)) side.push(piece);
    else out[part].push(piece);
  }), part !== "all" ? null : {
    base: sawBase ? out.base.join("") : null,
    ours: out.ours.join(""),
    theirs: out.theirs.join("")
  };
}
function conflictedMemory(file) {
  return new StrataError("CONFLICT", `${file}: holds git conflict markers (<<<<<<< \u2026 >>>>>>>)`, {
    subject: file,
    hint: "run `strata verify --fix` to merge its fields (links, tags, dates) from both sides; text still marked after that is yours to choose: keep the right lines, delete the marker lines"
  });
}
function conflictedGraph(file) {
  return {
    path: file,
    code: "CONFLICT",
    message: `strata: ${file}: holds git conflict markers; strata reads it as the union of both sides until \`strata verify --fix\` (or the next link) writes that union`
  };
}

// src/io/atomic-write.ts
import { link, mkdir as mkdir2, open, rename, stat, unlink as unlink2 } from "node:fs/promises";
import path2 from "node:path";

// src/io/temp-files.ts
import { randomBytes } from "node:crypto";
import { lstatSync } from "node:fs";
import { lstat, mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

// src/core/local-ignore-rule.ts
var IGNORE_ALL = /* @__PURE__ */ new Set(["*", "**", "/*", "/**"]);
function effectiveRules(content) {
  return content.split(/\r?\n/).map((line) => line.replace(/(?<!\\)\s+$/, "")).filter((line) => line !== "" && !line.startsWith("#"));
}
function ignoresEverything(content) {
  let rules = effectiveRules(content);
  return rules.length > 0 && IGNORE_ALL.has(rules.at(-1));
}
var NEW_FILE = `# strata: the local memory scope is private to this machine
*
`;
function withIgnoreAll(content) {
  return content === null ? NEW_FILE : ignoresEverything(content) ? null : `${content.replace(/\n?$/, `
`)}# strata: the local scope stays out of git, whatever came before
*
`;
}

// src/io/pid-alive.ts
import { readFileSync } from "node:fs";
function isZombie(pid) {
  if (process.platform !== "linux") return !1;
  try {
    let stat3 = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat3.slice(stat3.lastIndexOf(")") + 2, stat3.lastIndexOf(")") + 3) === "Z";
  } catch {
    return !1;
  }
}
function isPidAlive(pid) {
  try {
    return process.kill(pid, 0), !isZombie(pid);
  } catch (error) {
    return error.code === "EPERM";
  }
}

// src/io/temp-files.ts
var TEMP_DIR = ".strata-tmp", TEMP_NAME = /^(?:\.(.+)|(.+\.md))\.(\d+)\.([0-9a-z]{1,8})\.tmp$/, TEMP_GRACE_MS = 5e3;
function tempOwnerPid(name) {
  let match = TEMP_NAME.exec(name);
  return match ? Number(match[3]) : null;
}
function isStaleTemp(name, mtimeMs, now = Date.now()) {
  let pid = tempOwnerPid(name);
  return pid !== null && now - mtimeMs > TEMP_GRACE_MS && !isPidAlive(pid);
}
function tempName(target) {
  return `.${path.basename(target)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
}
function isRealDir(dir) {
  try {
    let info = lstatSync(dir);
    return info.isDirectory() && !info.isSymbolicLink();
  } catch {
    return !1;
  }
}
function isRealFile(file) {
  try {
    return lstatSync(file).isFile();
  } catch {
    return !1;
  }
}
function tempPathFor(target) {
  let dir = path.join(path.dirname(target), TEMP_DIR), usable = isRealDir(dir) && isRealFile(path.join(dir, ".gitignore"));
  return path.join(usable ? dir : path.dirname(target), tempName(target));
}
async function prepareTempDir(dir, mode) {
  let tempDir = path.join(dir, TEMP_DIR);
  try {
    await mkdir(tempDir, mode === void 0 ? {} : { mode });
  } catch (error) {
    if (error.code !== "EEXIST") return;
  }
  isRealDir(tempDir) && (await ensureIgnored(path.join(tempDir, ".gitignore"), mode === void 0 ? 420 : 384), await removeStaleTemps(tempDir));
}
var TEMP_IGNORE = `# strata: writes in progress, never committed
*
`;
async function ensureIgnored(file, mode) {
  let current = await readFile(file, "utf8").catch(() => null);
  current !== null && ignoresEverything(current) || await writeFile(file, TEMP_IGNORE, { mode }).catch(
    () => current === null ? unlink(file).catch(() => {
    }) : void 0
  );
}
async function removeStaleTemps(dir) {
  let names = await readdir(dir).catch(() => []), removed = [];
  for (let name of names) {
    if (tempOwnerPid(name) === null) continue;
    let file = path.join(dir, name), info = await lstat(file).catch(() => null);
    !info?.isFile() || !isStaleTemp(name, info.mtimeMs) || await unlink(file).then(
      () => removed.push(file),
      () => {
      }
    );
  }
  return removed;
}

// src/io/write-errors.ts
var OUT_OF_SPACE = /* @__PURE__ */ new Set(["ENOSPC", "EDQUOT"]), UNWRITABLE = /* @__PURE__ */ new Set([...OUT_OF_SPACE, "EROFS", "EACCES", "EPERM"]);
function errnoOf(error) {
  return error instanceof Error ? error.code : void 0;
}
function isOutOfSpace(error) {
  let code = errnoOf(error);
  return code !== void 0 && OUT_OF_SPACE.has(code) || error instanceof StrataError && error.code === "DISK_FULL";
}
function isUnwritable(error) {
  let code = errnoOf(error);
  return isOutOfSpace(error) || code !== void 0 && UNWRITABLE.has(code);
}
var NOT_A_FOLDER = /* @__PURE__ */ new Set(["EEXIST", "ENOTDIR"]);
function toWriteError(error, target) {
  if (error instanceof StrataError) return error;
  let code = errnoOf(error);
  return code !== void 0 && NOT_A_FOLDER.has(code) && error.syscall === "mkdir" ? new StrataError("IO_ERROR", `cannot write ${target}: a folder on its way is a file`, {
    subject: target,
    hint: `move or rename the file at ${error.path ?? "that place"}, then try again`,
    cause: error
  }) : isOutOfSpace(error) ? new StrataError("DISK_FULL", `the disk holding ${target} is full`, {
    subject: target,
    hint: "free space on that disk, then try again",
    cause: error
  }) : error;
}

// src/io/atomic-write.ts
var PRIVATE = { mode: 384 };
async function modeFor(target, fallback) {
  try {
    return (await stat(target)).mode & 511;
  } catch {
    return fallback;
  }
}
async function writeTemp(target, data, options2 = {}) {
  let dirMode = options2.mode !== void 0 && (options2.mode & 63) === 0 ? { mode: 448 } : {};
  await mkdir2(path2.dirname(target), { recursive: !0, ...dirMode }).catch((error) => {
    throw toWriteError(error, target);
  }), await prepareTempDir(path2.dirname(target), dirMode.mode);
  let mode = await modeFor(target, options2.mode ?? 420), temp = tempPathFor(target);
  try {
    let handle = await open(temp, "wx", mode);
    try {
      await handle.chmod(mode), await handle.writeFile(data), await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw await unlink2(temp).catch(() => {
    }), toWriteError(error, target);
  }
  return temp;
}
async function syncDir(dir) {
  try {
    let handle = await open(dir, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
  }
}
async function writeFileAtomic(target, data, options2 = {}) {
  let temp = await writeTemp(target, data, options2);
  try {
    await options2.beforeRename?.(), await rename(temp, target);
  } catch (error) {
    throw await unlink2(temp).catch(() => {
    }), toWriteError(error, target);
  }
  await syncDir(path2.dirname(target));
}
async function createFileExclusive(target, data) {
  let temp = await writeTemp(target, data);
  try {
    await link(temp, target);
  } catch (error) {
    throw error.code === "EEXIST" ? new StrataError("ALREADY_EXISTS", `${target} already exists`, { subject: target }) : toWriteError(error, target);
  } finally {
    await unlink2(temp).catch(() => {
    });
  }
  await syncDir(path2.dirname(target));
}

// src/storage/git/git-conflict.ts
import path3 from "node:path";

// src/storage/git/git-run.ts
function gitEnv(base) {
  return {
    ...base,
    GIT_TERMINAL_PROMPT: "0",
    GIT_PAGER: "cat",
    GIT_EDITOR: "true",
    GIT_MERGE_AUTOEDIT: "no"
  };
}
function runGit(cwd, args, options2 = {}) {
  let { execFile } = process.getBuiltinModule("node:child_process");
  return new Promise((resolve) => {
    let [file, argv] = options2.pidFile ? ["sh", ["-c", 'echo $$ > "$0" && exec git "$@"', options2.pidFile, ...args]] : ["git", [...args]];
    execFile(
      file,
      argv,
      {
        cwd,
        env: gitEnv(options2.env ?? process.env),
        timeout: options2.timeoutMs ?? 1e4,
        maxBuffer: 64 * 1024 * 1024,
        encoding: "buffer"
      },
      (error, stdout, stderr) => {
        let code = error ? typeof error.code == "number" ? error.code : null : 0, out = decodeBytes(stdout);
        resolve({ ok: !error, code, stdout: out, stderr: stderr.toString("utf8") });
      }
    );
  });
}
async function findWorkTree(dir) {
  let run = await runGit(dir, ["rev-parse", "--show-toplevel"], { timeoutMs: 3e3 });
  return run.ok && run.stdout.trim() || null;
}

// src/storage/git/git-conflict.ts
async function readStage(file, stage) {
  let run = await runGit(path3.dirname(file), ["show", `:${stage}:./${path3.basename(file)}`], {
    timeoutMs: 3e3
  });
  return run.ok ? run.stdout : null;
}
async function readConflictSides(file, text) {
  let [ours, theirs] = await Promise.all([readStage(file, 2), readStage(file, 3)]);
  if (ours !== null && theirs !== null)
    return { base: await readStage(file, 1), ours, theirs, fromIndex: !0 };
  let sides = splitConflictText(text);
  return sides && { ...sides, fromIndex: !1 };
}
async function isUnmerged(file) {
  let run = await runGit(path3.dirname(file), ["ls-files", "-u", "--", path3.basename(file)], {
    timeoutMs: 3e3
  });
  return run.ok && run.stdout.trim() !== "";
}
async function holdsConflict(file, text) {
  let where = locateConflictMarkers(text);
  return where === "none" ? !1 : where === "file" || await isUnmerged(file);
}

// src/storage/lock.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { link as link2, open as open2, readFile as readFile2, stat as stat2, unlink as unlink3, utimes } from "node:fs/promises";
import { hostname } from "node:os";
import path4 from "node:path";
import { setTimeout as delay } from "node:timers/promises";
function parseLockOwner(text) {
  let [pid, , host] = text.trim().split(" "), n = Number(pid);
  return Number.isInteger(n) && n > 0 ? { pid: n, host: host || null } : null;
}
function isOwnerGone(text) {
  let owner = parseLockOwner(text);
  return owner ? owner.host !== null && owner.host !== hostname() ? !1 : !isPidAlive(owner.pid) : !0;
}
var EMPTY_GRACE_MS = 1e3;
async function isStale(lockPath, staleMs) {
  try {
    let [text, info] = await Promise.all([readFile2(lockPath, "utf8"), stat2(lockPath)]), age = Date.now() - info.mtimeMs;
    return age > staleMs ? !0 : isOwnerGone(text) && (parseLockOwner(text) !== null || age > EMPTY_GRACE_MS);
  } catch {
    return !1;
  }
}
async function writeOwnerFile(lockPath, token) {
  await prepareTempDir(path4.dirname(lockPath));
  let temp = tempPathFor(lockPath);
  try {
    let handle = await open2(temp, "wx", 384);
    try {
      await handle.writeFile(`${process.pid} ${token} ${hostname()}
`);
    } finally {
      await handle.close();
    }
    return temp;
  } catch (error) {
    throw await unlink3(temp).catch(() => {
    }), toWriteError(error, lockPath);
  }
}
async function tryLink(ownerFile, lockPath) {
  try {
    return await link2(ownerFile, lockPath), !0;
  } catch (error) {
    if (error.code === "EEXIST") return !1;
    throw toWriteError(error, lockPath);
  }
}
async function tryAcquire(lockPath, token = "") {
  let ownerFile = await writeOwnerFile(lockPath, token);
  try {
    return await tryLink(ownerFile, lockPath);
  } finally {
    await unlink3(ownerFile).catch(() => {
    });
  }
}
var GUARD_STALE_MS = 5e3;
async function takeOver(lockPath, staleMs) {
  let guard = `${lockPath}.takeover`;
  if (!await tryAcquire(guard))
    return await isStale(guard, GUARD_STALE_MS) && await unlink3(guard).catch(() => {
    }), !1;
  try {
    return await isStale(lockPath, staleMs) ? (await unlink3(lockPath).catch(() => {
    }), !0) : !1;
  } finally {
    await unlink3(guard).catch(() => {
    });
  }
}
async function withLock(lockPath, fn, options2 = {}) {
  let timeoutMs = options2.timeoutMs ?? 1e4, staleMs = options2.staleMs ?? 3e4, deadline = Date.now() + timeoutMs, wait = 2, token = randomBytes2(8).toString("hex"), ownerFile = await writeOwnerFile(lockPath, token);
  try {
    for (; !await tryLink(ownerFile, lockPath); )
      if (!(await isStale(lockPath, staleMs) && await takeOver(lockPath, staleMs))) {
        if (Date.now() > deadline)
          throw new StrataError("LOCK_TIMEOUT", `${lockPath} is held by another process`, {
            subject: lockPath,
            hint: "retry; if no strata process is running, delete the lock file"
          });
        await delay(wait + Math.random() * wait), wait = Math.min(wait * 2, 50);
      }
  } finally {
    await unlink3(ownerFile).catch(() => {
    });
  }
  let refresh = setInterval(
    () => {
      let now = /* @__PURE__ */ new Date();
      utimes(lockPath, now, now).catch(() => {
      });
    },
    Math.max(50, staleMs / 3)
  );
  refresh.unref?.();
  try {
    return await fn();
  } finally {
    clearInterval(refresh), await releaseLock(lockPath, token);
  }
}
async function releaseLock(lockPath, token) {
  let text = await readFile2(lockPath, "utf8").catch(() => null);
  text === null || text.trim().split(" ")[1] !== token || await unlink3(lockPath).catch(() => {
  });
}

// src/storage/file-update.ts
function hashText(data) {
  return createHash("sha256").update(typeof data == "string" ? encodeText(data) : data).digest("hex");
}
async function readFileText(file) {
  return decodeBytes(await readFile3(file));
}
function lockPathFor(file) {
  return path5.join(path5.dirname(file), `.${path5.basename(file)}.lock`);
}
async function updateFileText(file, mutate, options2 = {}) {
  return withLock(lockPathFor(file), () => updateHeldFileText(file, mutate, options2));
}
async function updateHeldFileText(file, mutate, options2 = {}) {
  let current = await readFileText(file);
  if (options2.expectedHash && hashText(current) !== options2.expectedHash)
    throw new StrataError("CONFLICT", `${file} changed since it was read`, {
      subject: file,
      hint: "read it again and reapply your change"
    });
  if (!options2.resolvesConflict && await holdsConflict(file, current))
    throw conflictedMemory(file);
  let next = mutate(current);
  return next === null || next === current ? current : (await writeFileAtomic(file, encodeText(next), {
    beforeRename: async () => {
      if (await readFileText(file).catch(() => null) !== current)
        throw new StrataError("CONFLICT", `${file} changed while it was being updated`, {
          subject: file,
          hint: "nothing was overwritten: read it again and reapply your change"
        });
    }
  }), next);
}

// src/storage/safe-path.ts
import { lstatSync as lstatSync2 } from "node:fs";
import { lstat as lstat2, realpath } from "node:fs/promises";
import path6 from "node:path";
function unsafe(value, root) {
  return new StrataError("UNSAFE_PATH", `path ${JSON.stringify(value)} leads outside ${root}`, {
    subject: value,
    hint: "use a memory id (e.g. decision-use-postgres), not a path"
  });
}
function isInside(root, child) {
  let rel = path6.relative(root, child), escapes = rel === ".." || rel.startsWith(`..${path6.sep}`);
  return rel === "" || !escapes && !path6.isAbsolute(rel);
}
function resolveInside(root, relative) {
  if (relative.includes("\0") || path6.isAbsolute(relative) || relative.split(/[\\/]/).includes(".."))
    throw unsafe(relative, root);
  let full = path6.resolve(root, relative);
  if (!isInside(path6.resolve(root), full)) throw unsafe(relative, root);
  return full;
}
var SCOPE_CHILDREN = ["permanent", "temporary", "archive", "graph.json", ".gitignore"];
function pathsToCheck(scope, targets, children = !0) {
  let root = path6.resolve(scope.trustedRoot ?? scope.dir), out = /* @__PURE__ */ new Set(), standard = children ? SCOPE_CHILDREN.map((c) => path6.join(scope.dir, c)) : [];
  for (let target of [scope.dir, ...standard, ...targets]) {
    let full = path6.resolve(target);
    if (!isInside(root, full)) throw unsafe(target, root);
    let current = root;
    for (let part of path6.relative(root, full).split(path6.sep).filter(Boolean))
      current = path6.join(current, part), out.add(current);
  }
  return [...out].sort((a, b) => a.length - b.length);
}
function linkRefusal(scope, link3) {
  return new StrataError(
    "UNSAFE_PATH",
    `${link3} is a symbolic link: strata does not write through links in the ${scope.scope} scope, so nothing lands outside the store`,
    {
      subject: link3,
      hint: `replace the link with a real folder (or file), e.g. \`rm ${link3} && mkdir ${link3}\``
    }
  );
}
async function assertRealFolders(scope, targets = []) {
  for (let p of pathsToCheck(scope, targets))
    if ((await lstat2(p).catch((error) => {
      if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
      throw error;
    }))?.isSymbolicLink()) throw linkRefusal(scope, p);
}
function assertRealFoldersSync(scope, targets = [], children = !0) {
  for (let p of pathsToCheck(scope, targets, children)) {
    let info;
    try {
      info = lstatSync2(p);
    } catch (error) {
      let code = error.code;
      if (code === "ENOENT" || code === "ENOTDIR") continue;
      throw error;
    }
    if (info?.isSymbolicLink()) throw linkRefusal(scope, p);
  }
}
function findScopeLink(scope) {
  try {
    return assertRealFoldersSync(scope, [], !1), null;
  } catch (error) {
    return error instanceof StrataError ? error.subject ?? scope.dir : null;
  }
}

// src/core/git/three-way-memory.ts
var same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
function isWordList(value) {
  return Array.isArray(value) && value.every((v) => typeof v == "string" || typeof v == "number");
}
function mergeLists(base, ours, theirs) {
  let key = (v) => JSON.stringify(v), inBase = new Set(base.map(key)), inOurs = new Set(ours.map(key)), inTheirs = new Set(theirs.map(key)), seen = /* @__PURE__ */ new Set(), out = [];
  for (let item of [...ours, ...theirs]) {
    let k = key(item);
    seen.has(k) || (seen.add(k), (!inBase.has(k) || inOurs.has(k) && inTheirs.has(k)) && out.push(item));
  }
  return out;
}
function mergeField(key, base, ours, theirs) {
  if (same(ours, theirs)) return { value: ours };
  if (same(ours, base)) return { value: theirs };
  if (same(theirs, base)) return { value: ours };
  if (key === "updated" && typeof ours == "string" && typeof theirs == "string")
    return { value: ours > theirs ? ours : theirs };
  let asList = (v) => v === void 0 ? [] : isWordList(v) ? v : null, [b, o, t] = [asList(base), asList(ours), asList(theirs)];
  if (b && o && t && (isWordList(ours) || isWordList(theirs))) {
    let list = mergeLists(b, o, t);
    return { value: list.length ? list : void 0 };
  }
  return "conflict";
}
function mergeBody(base, ours, theirs) {
  return ours === theirs || theirs === base ? ours : ours === base ? theirs : null;
}
function mergeMemoryText(base, ours, theirs, file) {
  let b = base === null ? null : parseDocument(base, file), o = parseDocument(ours, file), t = parseDocument(theirs, file), conflicts = [], changes = {}, keys = /* @__PURE__ */ new Set([
    ...Object.keys(o.data),
    ...Object.keys(t.data),
    ...Object.keys(b?.data ?? {})
  ]);
  for (let key of keys) {
    let merged = mergeField(key, b?.data[key], o.data[key], t.data[key]);
    merged === "conflict" ? conflicts.push(key) : same(merged.value, o.data[key]) || (changes[key] = merged.value);
  }
  let ourBody = sliceBody(ours, file), body = mergeBody(
    base === null ? null : sliceBody(base, file),
    ourBody,
    sliceBody(theirs, file)
  );
  body === null && conflicts.push("body");
  let bodyChange = body !== null && body !== ourBody ? body : void 0;
  return { text: Object.keys(changes).length > 0 || bodyChange !== void 0 ? editDocument(ours, file, changes, bodyChange) : ours, conflicts };
}

// src/storage/scan.ts
import { close, constants, fstat, open as open3, read } from "node:fs";
import { lstat as lstat3, readdir as readdir2, realpath as realpath2 } from "node:fs/promises";
import path8 from "node:path";
import { promisify } from "node:util";

// src/storage/git/memory-conflict.ts
import path7 from "node:path";
async function readConflictedMemory(scope, relPath, text) {
  let full = path7.join(scope.dir, relPath), sides = await readConflictSides(full, text);
  if (!sides) return null;
  let view = sides.ours;
  try {
    view = mergeMemoryText(sides.base, sides.ours, sides.theirs, full).text;
  } catch {
  }
  let memory = parseScopedMemory(view, {
    path: toAbsolutePath(full),
    relPath: toScopeRelativePath(relPath),
    scope: scope.scope
  });
  return memory && (memory.hash = hashText(text)), memory;
}

// src/storage/scan.ts
var CONCURRENCY = 64, openFd = promisify(open3), statFd = promisify(fstat), readFd = promisify(read), closeFd = promisify(close);
function isSkippedDir(name, relDir, scope) {
  return name.startsWith(".") || name === "node_modules" ? !0 : scope.scope === "project" && relDir === "" && name === "local";
}
function isMarkdownFile(entry) {
  return (entry.isFile() || entry.isSymbolicLink()) && entry.name.endsWith(".md") && !entry.name.startsWith(".");
}
async function listMarkdown(scope, problems) {
  return (await listMarkdownEntries(scope, problems)).map((entry) => entry.rel);
}
async function listMarkdownEntries(scope, problems) {
  if (scope.scope === "instructions") return listInstructionFiles(scope, problems);
  let files = [], pending = [""];
  for (; pending.length; ) {
    let relDir = pending.pop(), entries;
    try {
      entries = await readdir2(path8.join(scope.dir, relDir), { withFileTypes: !0 });
    } catch (error) {
      error.code !== "ENOENT" && problems.push(toProblem(path8.join(scope.dir, relDir), error));
      continue;
    }
    for (let entry of entries) {
      let rel = relDir ? `${relDir}/${entry.name}` : entry.name;
      entry.isDirectory() ? isSkippedDir(entry.name, relDir, scope) || pending.push(rel) : isMarkdownFile(entry) && files.push({ rel, link: !entry.isFile() });
    }
  }
  return files.sort((a, b) => a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0);
}
async function listInstructionFiles(scope, problems) {
  let files = [];
  for (let rel of INSTRUCTION_FILES) {
    let info = await lstat3(path8.join(scope.dir, rel)).catch(() => null);
    info && (info.isFile() || info.isSymbolicLink()) && files.push({ rel, link: !info.isFile() });
  }
  let rules = await listMarkdownEntries(
    { ...scope, scope: "project", dir: path8.join(scope.dir, RULES_DIR) },
    problems
  );
  for (let entry of rules) files.push({ ...entry, rel: `${RULES_DIR}/${entry.rel}` });
  return files.sort((a, b) => a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0);
}
async function readMemoryText(scope, relPath, options2, listed) {
  let full = path8.join(scope.dir, relPath), noFollow = constants.O_NOFOLLOW;
  if (listed && !listed.link && noFollow !== void 0)
    try {
      return await readLimitedText(full, options2, constants.O_RDONLY | noFollow);
    } catch (error) {
      let code = error.code;
      if (code !== "ELOOP" && code !== "EMLINK") throw error;
    }
  return await checkLinkTarget(scope, full), readLimitedText(full, options2, constants.O_RDONLY);
}
async function checkLinkTarget(scope, full) {
  let real = await realpath2(full);
  if (real !== full && !isInside(await realpath2(scope.dir), real))
    throw new StrataError(
      "UNSAFE_PATH",
      `${full} is a link to ${real}, outside the ${scope.scope} scope`,
      {
        subject: full,
        hint: "replace the link with the file itself"
      }
    );
}
async function readLimitedText(full, options2, flags) {
  let fd = await openFd(full, flags);
  try {
    let { size } = await statFd(fd);
    if (size > options2.maxFileBytes) throw tooLarge(full, `is ${size} bytes`, options2);
    let text = await readAll(fd, size, options2.maxFileBytes);
    if (text === null) throw tooLarge(full, "grew while it was read", options2);
    return text;
  } finally {
    await closeFd(fd);
  }
}
function tooLarge(full, what, options2) {
  return new StrataError(
    "FILE_TOO_LARGE",
    `${full} ${what}, over the ${options2.maxFileBytes}-byte limit for a memory`,
    {
      subject: full,
      hint: "split it into smaller memories, or raise limits.maxFileBytes in config.json"
    }
  );
}
async function readAll(fd, size, limit) {
  let buffer = Buffer.allocUnsafe(size || 8192), length = 0;
  for (; ; ) {
    if (length === buffer.length) {
      if (size) break;
      if (length > limit) return null;
      let grown = Buffer.allocUnsafe(buffer.length * 2);
      buffer.copy(grown), buffer = grown;
    }
    let { bytesRead } = await readFd(fd, buffer, length, buffer.length - length, null);
    if (bytesRead === 0) break;
    length += bytesRead;
  }
  return length > limit ? null : decodeBytes(buffer.subarray(0, length));
}
async function readMemoryFile(scope, relPath, options2, listed) {
  let text = await readMemoryText(scope, relPath, options2, listed), full = path8.join(scope.dir, relPath);
  if (await holdsConflict(full, text)) throw conflictedMemory(full);
  let memory = parseScopedMemory(text, {
    path: toAbsolutePath(full),
    relPath: toScopeRelativePath(relPath),
    scope: scope.scope
  });
  return memory && (memory.hash = hashText(text)), memory && hasEscapedBytes(text) && (memory.notUtf8 = !0), memory;
}
async function readMergedView(scope, entry, options2) {
  try {
    let text = await readMemoryText(scope, entry.rel, options2, entry);
    return await readConflictedMemory(scope, entry.rel, text);
  } catch {
    return null;
  }
}
async function scanScope(scope, options2) {
  let problems = [], link3 = findScopeLink(scope);
  if (link3)
    return problems.push({
      path: link3,
      code: "UNSAFE_PATH",
      message: `strata: ${link3} is a symbolic link: the ${scope.scope} scope is not read through it (replace it with a real folder)`
    }), { memories: [], problems };
  let files = await listMarkdownEntries(scope, problems), results = new Array(files.length).fill(null), next = 0, worker = async () => {
    for (; next < files.length; ) {
      let i = next++, entry = files[i];
      try {
        results[i] = await readMemoryFile(scope, entry.rel, options2, entry);
      } catch (error) {
        problems.push(toProblem(path8.join(scope.dir, entry.rel), error)), isStrataError(error, "CONFLICT") && (results[i] = await readMergedView(scope, entry, options2));
      }
    }
  };
  return await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker)), { memories: results.filter((m) => m !== null), problems: problems.sort((a, b) => a.path.localeCompare(b.path)) };
}

export {
  MEMORY_TYPES,
  SESSION_NOTE_TYPES,
  isSessionNote,
  SEVERITIES,
  isMemoryId,
  isNewMemoryId,
  isKnownMemoryType,
  isMemoryType,
  isSeverity,
  decodeBytes,
  encodeText,
  displayText,
  parseDocument,
  sliceBody,
  serializeDocument,
  editDocument,
  hasConflictMarkers,
  conflictedMemory,
  conflictedGraph,
  withIgnoreAll,
  isPidAlive,
  TEMP_DIR,
  tempOwnerPid,
  isStaleTemp,
  isUnwritable,
  PRIVATE,
  writeFileAtomic,
  createFileExclusive,
  runGit,
  findWorkTree,
  readConflictSides,
  holdsConflict,
  parseLockOwner,
  isOwnerGone,
  withLock,
  isInstructionFile,
  readAliases,
  aliasesProblem,
  listItems,
  checkMemoryFields,
  CLAUDE_INDEX_FILE,
  claudeTypeOf,
  wikiLinks,
  parseScopedMemory,
  toAbsolutePath,
  toScopeRelativePath,
  hashText,
  readFileText,
  lockPathFor,
  updateFileText,
  updateHeldFileText,
  mergeMemoryText,
  readConflictedMemory,
  isInside,
  resolveInside,
  assertRealFolders,
  assertRealFoldersSync,
  findScopeLink,
  isSkippedDir,
  isMarkdownFile,
  listMarkdown,
  readMemoryText,
  readMemoryFile,
  scanScope
};
