import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  utf8Prefix
} from "./chunk-U2ALPMGZ.js";
import {
  CaseInputSchema,
  DurationSchema,
  JudgeConfigSchema,
  MessageSchema,
  ModelConfigSchema,
  RateLimitSchema,
  RatioSchema,
  SimulatorConfigSchema,
  SimulatorNameSchema,
  inputToMessages,
  messageText
} from "./chunk-6ZAS4BUS.js";
import {
  patternProblem
} from "./chunk-IJSF5CVK.js";
import {
  deepEqual,
  inertJsonText,
  isPlainObject,
  stableJson,
  tryParseJson
} from "./chunk-T62V4T6D.js";
import {
  external_exports
} from "./chunk-RNVOGG5F.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-7QLURW7J.js";

// node_modules/handlebars/dist/cjs/handlebars/utils.js
var require_utils = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/utils.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.extend = extend;
    exports.indexOf = indexOf;
    exports.escapeExpression = escapeExpression;
    exports.isEmpty = isEmpty;
    exports.createFrame = createFrame;
    exports.blockParams = blockParams;
    exports.appendContextPath = appendContextPath;
    var escape = {
      "&": "&amp;",
      "<": "&lt;",
      ">": "&gt;",
      '"': "&quot;",
      "'": "&#x27;",
      "`": "&#x60;",
      "=": "&#x3D;"
    };
    var badChars = /[&<>"'`=]/g;
    var possible = /[&<>"'`=]/;
    function escapeChar(chr) {
      return escape[chr];
    }
    function extend(obj) {
      for (var i = 1; i < arguments.length; i++) {
        for (var key4 in arguments[i]) {
          if (Object.prototype.hasOwnProperty.call(arguments[i], key4)) {
            obj[key4] = arguments[i][key4];
          }
        }
      }
      return obj;
    }
    var toString = Object.prototype.toString;
    exports.toString = toString;
    var isFunction = function isFunction2(value) {
      return typeof value === "function";
    };
    if (isFunction(/x/)) {
      exports.isFunction = isFunction = function(value) {
        return typeof value === "function" && toString.call(value) === "[object Function]";
      };
    }
    exports.isFunction = isFunction;
    var isArray = Array.isArray || function(value) {
      return value && typeof value === "object" ? toString.call(value) === "[object Array]" : false;
    };
    exports.isArray = isArray;
    function indexOf(array, value) {
      for (var i = 0, len = array.length; i < len; i++) {
        if (array[i] === value) {
          return i;
        }
      }
      return -1;
    }
    function escapeExpression(string) {
      if (typeof string !== "string") {
        if (string && typeof string.toHTML === "function") {
          return string.toHTML();
        } else if (string == null) {
          return "";
        } else if (!string) {
          return string + "";
        }
        string = "" + string;
      }
      if (!possible.test(string)) {
        return string;
      }
      return string.replace(badChars, escapeChar);
    }
    function isEmpty(value) {
      if (!value && value !== 0) {
        return true;
      } else if (isArray(value) && value.length === 0) {
        return true;
      } else {
        return false;
      }
    }
    function createFrame(object) {
      var frame = extend({}, object);
      frame._parent = object;
      return frame;
    }
    function blockParams(params, ids) {
      params.path = ids;
      return params;
    }
    function appendContextPath(contextPath, id) {
      return (contextPath ? contextPath + "." : "") + id;
    }
  }
});

// node_modules/handlebars/dist/cjs/handlebars/exception.js
var require_exception = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/exception.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    var errorProps = ["description", "fileName", "lineNumber", "endLineNumber", "message", "name", "number", "stack"];
    function Exception(message, node) {
      var loc = node && node.loc, line = void 0, endLineNumber = void 0, column = void 0, endColumn = void 0;
      if (loc && loc.start) {
        line = loc.start.line;
        column = loc.start.column;
        if (loc.end) {
          endLineNumber = loc.end.line;
          endColumn = loc.end.column;
        }
        message += " - " + line + ":" + column;
      }
      var tmp = Error.prototype.constructor.call(this, message);
      for (var idx = 0; idx < errorProps.length; idx++) {
        this[errorProps[idx]] = tmp[errorProps[idx]];
      }
      if (Error.captureStackTrace) {
        Error.captureStackTrace(this, Exception);
      }
      try {
        if (loc) {
          this.lineNumber = line;
          this.endLineNumber = endLineNumber;
          if (Object.defineProperty) {
            Object.defineProperty(this, "column", {
              value: column,
              enumerable: true
            });
            Object.defineProperty(this, "endColumn", {
              value: endColumn,
              enumerable: true
            });
          } else {
            this.column = column;
            this.endColumn = endColumn;
          }
        }
      } catch (nop) {
      }
    }
    Exception.prototype = new Error();
    exports["default"] = Exception;
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/helpers/block-helper-missing.js
var require_block_helper_missing = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/helpers/block-helper-missing.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    var _utils = require_utils();
    exports["default"] = function(instance) {
      instance.registerHelper("blockHelperMissing", function(context, options) {
        var inverse = options.inverse, fn = options.fn;
        if (context === true) {
          return fn(this);
        } else if (context === false || context == null) {
          return inverse(this);
        } else if (_utils.isArray(context)) {
          if (context.length > 0) {
            if (options.ids) {
              options.ids = [options.name];
            }
            return instance.helpers.each(context, options);
          } else {
            return inverse(this);
          }
        } else {
          if (options.data && options.ids) {
            var data = _utils.createFrame(options.data);
            data.contextPath = _utils.appendContextPath(options.data.contextPath, options.name);
            options = { data };
          }
          return fn(context, options);
        }
      });
    };
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/helpers/each.js
var require_each = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/helpers/each.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _utils = require_utils();
    var _exception = require_exception();
    var _exception2 = _interopRequireDefault(_exception);
    function closeIterator(iterator) {
      try {
        var _close = iterator["return"];
        if (_utils.isFunction(_close)) {
          _close.call(iterator);
        }
      } catch (closeError) {
      }
    }
    exports["default"] = function(instance) {
      instance.registerHelper("each", function(context, options) {
        if (!options) {
          throw new _exception2["default"]("Must pass iterator to #each");
        }
        var fn = options.fn, inverse = options.inverse, i = 0, ret = "", data = void 0, contextPath = void 0;
        if (options.data && options.ids) {
          contextPath = _utils.appendContextPath(options.data.contextPath, options.ids[0]) + ".";
        }
        if (_utils.isFunction(context)) {
          context = context.call(this);
        }
        if (options.data) {
          data = _utils.createFrame(options.data);
        }
        function execIteration(field, index, last, value) {
          if (data) {
            data.key = field;
            data.index = index;
            data.first = index === 0;
            data.last = !!last;
            if (contextPath) {
              data.contextPath = contextPath + field;
            }
          }
          ret = ret + fn(value, {
            data,
            blockParams: _utils.blockParams([value, field], [contextPath + field, null])
          });
        }
        if (context && typeof context === "object") {
          if (_utils.isArray(context)) {
            for (var j = context.length; i < j; i++) {
              if (i in context) {
                execIteration(i, i, i === context.length - 1, context[i]);
              }
            }
          } else if (typeof Symbol === "function" && context[Symbol.iterator]) {
            var iterator = context[Symbol.iterator]();
            var current = iterator.next();
            while (!current.done) {
              var next = iterator.next();
              try {
                execIteration(i, i, next.done, current.value);
              } catch (e) {
                if (!next.done) {
                  closeIterator(iterator);
                }
                throw e;
              }
              current = next;
              i++;
            }
          } else {
            (function() {
              var priorKey = void 0;
              Object.keys(context).forEach(function(key4) {
                if (priorKey !== void 0) {
                  execIteration(priorKey, i - 1, false, context[priorKey]);
                }
                priorKey = key4;
                i++;
              });
              if (priorKey !== void 0) {
                execIteration(priorKey, i - 1, true, context[priorKey]);
              }
            })();
          }
        }
        if (i === 0) {
          ret = inverse(this);
        }
        return ret;
      });
    };
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/helpers/helper-missing.js
var require_helper_missing = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/helpers/helper-missing.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _exception = require_exception();
    var _exception2 = _interopRequireDefault(_exception);
    exports["default"] = function(instance) {
      instance.registerHelper("helperMissing", function() {
        if (arguments.length === 1) {
          return void 0;
        } else {
          throw new _exception2["default"]('Missing helper: "' + arguments[arguments.length - 1].name + '"');
        }
      });
    };
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/helpers/if.js
var require_if = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/helpers/if.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _utils = require_utils();
    var _exception = require_exception();
    var _exception2 = _interopRequireDefault(_exception);
    exports["default"] = function(instance) {
      instance.registerHelper("if", function(conditional, options) {
        if (arguments.length != 2) {
          throw new _exception2["default"]("#if requires exactly one argument");
        }
        if (_utils.isFunction(conditional)) {
          conditional = conditional.call(this);
        }
        if (!options.hash.includeZero && !conditional || _utils.isEmpty(conditional)) {
          return options.inverse(this);
        } else {
          return options.fn(this);
        }
      });
      instance.registerHelper("unless", function(conditional, options) {
        if (arguments.length != 2) {
          throw new _exception2["default"]("#unless requires exactly one argument");
        }
        return instance.helpers["if"].call(this, conditional, {
          fn: options.inverse,
          inverse: options.fn,
          hash: options.hash
        });
      });
    };
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/helpers/log.js
var require_log = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/helpers/log.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    exports["default"] = function(instance) {
      instance.registerHelper("log", function() {
        var args = [void 0], options = arguments[arguments.length - 1];
        for (var i = 0; i < arguments.length - 1; i++) {
          args.push(arguments[i]);
        }
        var level = 1;
        if (options.hash.level != null) {
          level = options.hash.level;
        } else if (options.data && options.data.level != null) {
          level = options.data.level;
        }
        args[0] = level;
        instance.log.apply(instance, args);
      });
    };
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/helpers/lookup.js
var require_lookup = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/helpers/lookup.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    exports["default"] = function(instance) {
      instance.registerHelper("lookup", function(obj, field, options) {
        if (!obj) {
          return obj;
        }
        return options.lookupProperty(obj, field);
      });
    };
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/helpers/with.js
var require_with = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/helpers/with.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _utils = require_utils();
    var _exception = require_exception();
    var _exception2 = _interopRequireDefault(_exception);
    exports["default"] = function(instance) {
      instance.registerHelper("with", function(context, options) {
        if (arguments.length != 2) {
          throw new _exception2["default"]("#with requires exactly one argument");
        }
        if (_utils.isFunction(context)) {
          context = context.call(this);
        }
        var fn = options.fn;
        if (!_utils.isEmpty(context)) {
          var data = options.data;
          if (options.data && options.ids) {
            data = _utils.createFrame(options.data);
            data.contextPath = _utils.appendContextPath(options.data.contextPath, options.ids[0]);
          }
          return fn(context, {
            data,
            blockParams: _utils.blockParams([context], [data && data.contextPath])
          });
        } else {
          return options.inverse(this);
        }
      });
    };
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/helpers.js
var require_helpers = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/helpers.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.registerDefaultHelpers = registerDefaultHelpers;
    exports.moveHelperToHooks = moveHelperToHooks;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _helpersBlockHelperMissing = require_block_helper_missing();
    var _helpersBlockHelperMissing2 = _interopRequireDefault(_helpersBlockHelperMissing);
    var _helpersEach = require_each();
    var _helpersEach2 = _interopRequireDefault(_helpersEach);
    var _helpersHelperMissing = require_helper_missing();
    var _helpersHelperMissing2 = _interopRequireDefault(_helpersHelperMissing);
    var _helpersIf = require_if();
    var _helpersIf2 = _interopRequireDefault(_helpersIf);
    var _helpersLog = require_log();
    var _helpersLog2 = _interopRequireDefault(_helpersLog);
    var _helpersLookup = require_lookup();
    var _helpersLookup2 = _interopRequireDefault(_helpersLookup);
    var _helpersWith = require_with();
    var _helpersWith2 = _interopRequireDefault(_helpersWith);
    function registerDefaultHelpers(instance) {
      _helpersBlockHelperMissing2["default"](instance);
      _helpersEach2["default"](instance);
      _helpersHelperMissing2["default"](instance);
      _helpersIf2["default"](instance);
      _helpersLog2["default"](instance);
      _helpersLookup2["default"](instance);
      _helpersWith2["default"](instance);
    }
    function moveHelperToHooks(instance, helperName, keepHelper) {
      if (instance.helpers[helperName]) {
        instance.hooks[helperName] = instance.helpers[helperName];
        if (!keepHelper) {
          instance.helpers[helperName] = void 0;
        }
      }
    }
  }
});

// node_modules/handlebars/dist/cjs/handlebars/decorators/inline.js
var require_inline = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/decorators/inline.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    var _utils = require_utils();
    exports["default"] = function(instance) {
      instance.registerDecorator("inline", function(fn, props, container, options) {
        var ret = fn;
        if (!props.partials) {
          props.partials = {};
          ret = function(context, options2) {
            var original = container.partials;
            container.partials = _utils.extend({}, original, props.partials);
            var ret2 = fn(context, options2);
            container.partials = original;
            return ret2;
          };
        }
        props.partials[options.args[0]] = options.fn;
        return ret;
      });
    };
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/decorators.js
var require_decorators = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/decorators.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.registerDefaultDecorators = registerDefaultDecorators;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _decoratorsInline = require_inline();
    var _decoratorsInline2 = _interopRequireDefault(_decoratorsInline);
    function registerDefaultDecorators(instance) {
      _decoratorsInline2["default"](instance);
    }
  }
});

// node_modules/handlebars/dist/cjs/handlebars/logger.js
var require_logger = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/logger.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    var _utils = require_utils();
    var logger = {
      methodMap: ["debug", "info", "warn", "error"],
      level: "info",
      // Maps a given level value to the `methodMap` indexes above.
      lookupLevel: function lookupLevel(level) {
        if (typeof level === "string") {
          var levelMap = _utils.indexOf(logger.methodMap, level.toLowerCase());
          if (levelMap >= 0) {
            level = levelMap;
          } else {
            level = parseInt(level, 10);
          }
        }
        return level;
      },
      // Can be overridden in the host environment
      log: function log(level) {
        level = logger.lookupLevel(level);
        if (typeof console !== "undefined" && logger.lookupLevel(logger.level) <= level) {
          var method = logger.methodMap[level];
          if (!console[method]) {
            method = "log";
          }
          for (var _len = arguments.length, message = Array(_len > 1 ? _len - 1 : 0), _key = 1; _key < _len; _key++) {
            message[_key - 1] = arguments[_key];
          }
          console[method].apply(console, message);
        }
      }
    };
    exports["default"] = logger;
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/internal/proto-access.js
var require_proto_access = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/internal/proto-access.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.createProtoAccessControl = createProtoAccessControl;
    exports.resultIsAllowed = resultIsAllowed;
    exports.isPrototypeConstructor = isPrototypeConstructor;
    exports.resetLoggedProperties = resetLoggedProperties;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _utils = require_utils();
    var _logger = require_logger();
    var _logger2 = _interopRequireDefault(_logger);
    var loggedProperties = /* @__PURE__ */ Object.create(null);
    function createProtoAccessControl(runtimeOptions) {
      var propertyWhiteList = /* @__PURE__ */ Object.create(null);
      propertyWhiteList["__proto__"] = false;
      _utils.extend(propertyWhiteList, runtimeOptions.allowedProtoProperties);
      var methodWhiteList = /* @__PURE__ */ Object.create(null);
      methodWhiteList["constructor"] = false;
      methodWhiteList["__defineGetter__"] = false;
      methodWhiteList["__defineSetter__"] = false;
      methodWhiteList["__lookupGetter__"] = false;
      methodWhiteList["__lookupSetter__"] = false;
      _utils.extend(methodWhiteList, runtimeOptions.allowedProtoMethods);
      return {
        properties: {
          whitelist: propertyWhiteList,
          defaultValue: runtimeOptions.allowProtoPropertiesByDefault
        },
        methods: {
          whitelist: methodWhiteList,
          defaultValue: runtimeOptions.allowProtoMethodsByDefault
        }
      };
    }
    function resultIsAllowed(result, protoAccessControl, propertyName) {
      if (typeof result === "function") {
        return checkWhiteList(protoAccessControl.methods, propertyName);
      } else {
        return checkWhiteList(protoAccessControl.properties, propertyName);
      }
    }
    function isPrototypeConstructor(parent, propertyName, result) {
      return propertyName === "constructor" && typeof result === "function" && parent === result.prototype;
    }
    function checkWhiteList(protoAccessControlForType, propertyName) {
      if (protoAccessControlForType.whitelist[propertyName] !== void 0) {
        return protoAccessControlForType.whitelist[propertyName] === true;
      }
      if (protoAccessControlForType.defaultValue !== void 0) {
        return protoAccessControlForType.defaultValue;
      }
      logUnexpecedPropertyAccessOnce(propertyName);
      return false;
    }
    function logUnexpecedPropertyAccessOnce(propertyName) {
      if (loggedProperties[propertyName] !== true) {
        loggedProperties[propertyName] = true;
        _logger2["default"].log("error", 'Handlebars: Access has been denied to resolve the property "' + propertyName + '" because it is not an "own property" of its parent.\nYou can add a runtime option to disable the check or this warning:\nSee https://handlebarsjs.com/api-reference/runtime-options.html#options-to-control-prototype-access for details');
      }
    }
    function resetLoggedProperties() {
      Object.keys(loggedProperties).forEach(function(propertyName) {
        delete loggedProperties[propertyName];
      });
    }
  }
});

// node_modules/handlebars/dist/cjs/handlebars/base.js
var require_base = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/base.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.HandlebarsEnvironment = HandlebarsEnvironment;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _utils = require_utils();
    var _exception = require_exception();
    var _exception2 = _interopRequireDefault(_exception);
    var _helpers = require_helpers();
    var _decorators = require_decorators();
    var _logger = require_logger();
    var _logger2 = _interopRequireDefault(_logger);
    var _internalProtoAccess = require_proto_access();
    var VERSION = "4.7.10";
    exports.VERSION = VERSION;
    var COMPILER_REVISION = 8;
    exports.COMPILER_REVISION = COMPILER_REVISION;
    var LAST_COMPATIBLE_COMPILER_REVISION = 7;
    exports.LAST_COMPATIBLE_COMPILER_REVISION = LAST_COMPATIBLE_COMPILER_REVISION;
    var REVISION_CHANGES = {
      1: "<= 1.0.rc.2",
      // 1.0.rc.2 is actually rev2 but doesn't report it
      2: "== 1.0.0-rc.3",
      3: "== 1.0.0-rc.4",
      4: "== 1.x.x",
      5: "== 2.0.0-alpha.x",
      6: ">= 2.0.0-beta.1",
      7: ">= 4.0.0 <4.3.0",
      8: ">= 4.3.0"
    };
    exports.REVISION_CHANGES = REVISION_CHANGES;
    var objectType = "[object Object]";
    function HandlebarsEnvironment(helpers, partials, decorators) {
      this.helpers = helpers || {};
      this.partials = partials || {};
      this.decorators = decorators || {};
      _helpers.registerDefaultHelpers(this);
      _decorators.registerDefaultDecorators(this);
    }
    HandlebarsEnvironment.prototype = {
      constructor: HandlebarsEnvironment,
      logger: _logger2["default"],
      log: _logger2["default"].log,
      registerHelper: function registerHelper(name, fn) {
        if (_utils.toString.call(name) === objectType) {
          if (fn) {
            throw new _exception2["default"]("Arg not supported with multiple helpers");
          }
          _utils.extend(this.helpers, name);
        } else {
          this.helpers[name] = fn;
        }
      },
      unregisterHelper: function unregisterHelper(name) {
        delete this.helpers[name];
      },
      registerPartial: function registerPartial(name, partial) {
        if (_utils.toString.call(name) === objectType) {
          _utils.extend(this.partials, name);
        } else {
          if (typeof partial === "undefined") {
            throw new _exception2["default"]('Attempting to register a partial called "' + name + '" as undefined');
          }
          this.partials[name] = partial;
        }
      },
      unregisterPartial: function unregisterPartial(name) {
        delete this.partials[name];
      },
      registerDecorator: function registerDecorator(name, fn) {
        if (_utils.toString.call(name) === objectType) {
          if (fn) {
            throw new _exception2["default"]("Arg not supported with multiple decorators");
          }
          _utils.extend(this.decorators, name);
        } else {
          this.decorators[name] = fn;
        }
      },
      unregisterDecorator: function unregisterDecorator(name) {
        delete this.decorators[name];
      },
      /**
       * Reset the memory of illegal property accesses that have already been logged.
       * @deprecated should only be used in handlebars test-cases
       */
      resetLoggedPropertyAccesses: function resetLoggedPropertyAccesses() {
        _internalProtoAccess.resetLoggedProperties();
      }
    };
    var log = _logger2["default"].log;
    exports.log = log;
    exports.createFrame = _utils.createFrame;
    exports.logger = _logger2["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/safe-string.js
var require_safe_string = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/safe-string.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    function SafeString(string) {
      this.string = string;
    }
    SafeString.prototype.toString = SafeString.prototype.toHTML = function() {
      return "" + this.string;
    };
    exports["default"] = SafeString;
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/internal/wrapHelper.js
var require_wrapHelper = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/internal/wrapHelper.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.wrapHelper = wrapHelper;
    function wrapHelper(helper, transformOptionsFn) {
      if (typeof helper !== "function") {
        return helper;
      }
      var wrapper = function wrapper2() {
        var options = arguments[arguments.length - 1];
        arguments[arguments.length - 1] = transformOptionsFn(options);
        return helper.apply(this, arguments);
      };
      return wrapper;
    }
  }
});

// node_modules/handlebars/dist/cjs/handlebars/runtime.js
var require_runtime = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/runtime.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.checkRevision = checkRevision;
    exports.template = template;
    exports.wrapProgram = wrapProgram;
    exports.resolvePartial = resolvePartial;
    exports.invokePartial = invokePartial;
    exports.noop = noop;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    function _interopRequireWildcard(obj) {
      if (obj && obj.__esModule) {
        return obj;
      } else {
        var newObj = {};
        if (obj != null) {
          for (var key4 in obj) {
            if (Object.prototype.hasOwnProperty.call(obj, key4)) newObj[key4] = obj[key4];
          }
        }
        newObj["default"] = obj;
        return newObj;
      }
    }
    var _utils = require_utils();
    var Utils = _interopRequireWildcard(_utils);
    var _exception = require_exception();
    var _exception2 = _interopRequireDefault(_exception);
    var _base = require_base();
    var _helpers = require_helpers();
    var _internalWrapHelper = require_wrapHelper();
    var _internalProtoAccess = require_proto_access();
    function checkRevision(compilerInfo) {
      var compilerRevision = compilerInfo && compilerInfo[0] || 1, currentRevision = _base.COMPILER_REVISION;
      if (compilerRevision >= _base.LAST_COMPATIBLE_COMPILER_REVISION && compilerRevision <= _base.COMPILER_REVISION) {
        return;
      }
      if (compilerRevision < _base.LAST_COMPATIBLE_COMPILER_REVISION) {
        var runtimeVersions = _base.REVISION_CHANGES[currentRevision], compilerVersions = _base.REVISION_CHANGES[compilerRevision];
        throw new _exception2["default"]("Template was precompiled with an older version of Handlebars than the current runtime. Please update your precompiler to a newer version (" + runtimeVersions + ") or downgrade your runtime to an older version (" + compilerVersions + ").");
      } else {
        throw new _exception2["default"]("Template was precompiled with a newer version of Handlebars than the current runtime. Please update your runtime to a newer version (" + compilerInfo[1] + ").");
      }
    }
    function template(templateSpec, env) {
      if (!env) {
        throw new _exception2["default"]("No environment passed to template");
      }
      if (!templateSpec || !templateSpec.main) {
        throw new _exception2["default"]("Unknown template object: " + typeof templateSpec);
      }
      templateSpec.main.decorator = templateSpec.main_d;
      env.VM.checkRevision(templateSpec.compiler);
      var templateWasPrecompiledWithCompilerV7 = templateSpec.compiler && templateSpec.compiler[0] === 7;
      function invokePartialWrapper(partial, context, options) {
        if (options.hash) {
          context = Utils.extend({}, context, options.hash);
          if (options.ids) {
            options.ids[0] = true;
          }
        }
        partial = env.VM.resolvePartial.call(this, partial, context, options);
        options.hooks = this.hooks;
        options.protoAccessControl = this.protoAccessControl;
        var result = env.VM.invokePartial.call(this, partial, context, options);
        if (result == null && Utils.isFunction(partial)) {
          throw new _exception2["default"]("The partial " + options.name + " returned no output: partials must return a string");
        }
        if (result == null && env.compile) {
          if (typeof partial !== "string") {
            throw new _exception2["default"]("The partial " + options.name + " could not be compiled: partials must be strings or functions returning strings");
          }
          options.partials[options.name] = env.compile(partial, templateSpec.compilerOptions, env);
          result = options.partials[options.name](context, options);
        }
        if (result != null) {
          if (options.indent) {
            var lines = result.split("\n");
            for (var i = 0, l = lines.length; i < l; i++) {
              if (!lines[i] && i + 1 === l) {
                break;
              }
              lines[i] = options.indent + lines[i];
            }
            result = lines.join("\n");
          }
          return result;
        } else {
          throw new _exception2["default"]("The partial " + options.name + " could not be compiled when running in runtime-only mode");
        }
      }
      var container = {
        strict: function strict(obj, name, loc) {
          if (!obj || !(name in obj)) {
            throw new _exception2["default"]('"' + name + '" not defined in ' + obj, {
              loc
            });
          }
          return container.lookupProperty(obj, name);
        },
        lookupProperty: function lookupProperty(parent, propertyName) {
          var result = parent[propertyName];
          if (result == null) {
            return result;
          }
          if (Object.prototype.hasOwnProperty.call(parent, propertyName) && !_internalProtoAccess.isPrototypeConstructor(parent, propertyName, result)) {
            return result;
          }
          if (_internalProtoAccess.resultIsAllowed(result, container.protoAccessControl, propertyName)) {
            return result;
          }
          return void 0;
        },
        lookup: function lookup(depths, name) {
          var len = depths.length;
          for (var i = 0; i < len; i++) {
            var result = depths[i] && container.lookupProperty(depths[i], name);
            if (result != null) {
              return result;
            }
          }
        },
        lambda: function lambda(current, context) {
          return typeof current === "function" ? current.call(context) : current;
        },
        escapeExpression: Utils.escapeExpression,
        invokePartial: invokePartialWrapper,
        fn: function fn(i) {
          var ret2 = templateSpec[i];
          ret2.decorator = templateSpec[i + "_d"];
          return ret2;
        },
        programs: [],
        program: function program(i, data, declaredBlockParams, blockParams, depths) {
          var programWrapper = this.programs[i], fn = this.fn(i);
          if (data || depths || blockParams || declaredBlockParams) {
            programWrapper = wrapProgram(this, i, fn, data, declaredBlockParams, blockParams, depths);
          } else if (!programWrapper) {
            programWrapper = this.programs[i] = wrapProgram(this, i, fn);
          }
          return programWrapper;
        },
        data: function data(value, depth) {
          while (value && depth--) {
            value = value._parent;
          }
          return value;
        },
        mergeIfNeeded: function mergeIfNeeded(param, common) {
          var obj = param || common;
          if (param && common && param !== common) {
            obj = Utils.extend({}, common, param);
          }
          return obj;
        },
        // An empty object to use as replacement for null-contexts
        nullContext: Object.seal({}),
        noop: env.VM.noop,
        compilerInfo: templateSpec.compiler
      };
      function ret(context) {
        var options = arguments.length <= 1 || arguments[1] === void 0 ? {} : arguments[1];
        var data = options.data;
        ret._setup(options);
        if (!options.partial && templateSpec.useData) {
          data = initData(context, data);
        }
        var depths = void 0, blockParams = templateSpec.useBlockParams ? [] : void 0;
        if (templateSpec.useDepths) {
          if (options.depths) {
            depths = context != options.depths[0] ? [context].concat(options.depths) : options.depths;
          } else {
            depths = [context];
          }
        }
        function main(context2) {
          return "" + templateSpec.main(container, context2, container.helpers, container.partials, data, blockParams, depths);
        }
        main = executeDecorators(templateSpec.main, main, container, options.depths || [], data, blockParams);
        return main(context, options);
      }
      ret.isTop = true;
      ret._setup = function(options) {
        if (!options.partial) {
          var mergedHelpers = {};
          addHelpers(mergedHelpers, env.helpers, container);
          addHelpers(mergedHelpers, options.helpers, container);
          container.helpers = mergedHelpers;
          if (templateSpec.usePartial) {
            container.partials = container.mergeIfNeeded(options.partials, env.partials);
          }
          if (templateSpec.usePartial || templateSpec.useDecorators) {
            container.decorators = Utils.extend({}, env.decorators, options.decorators);
          }
          container.hooks = {};
          container.protoAccessControl = _internalProtoAccess.createProtoAccessControl(options);
          var keepHelperInHelpers = options.allowCallsToHelperMissing || templateWasPrecompiledWithCompilerV7;
          _helpers.moveHelperToHooks(container, "helperMissing", keepHelperInHelpers);
          _helpers.moveHelperToHooks(container, "blockHelperMissing", keepHelperInHelpers);
        } else {
          container.protoAccessControl = options.protoAccessControl;
          container.helpers = options.helpers;
          container.partials = options.partials;
          container.decorators = options.decorators;
          container.hooks = options.hooks;
        }
      };
      ret._child = function(i, data, blockParams, depths) {
        if (templateSpec.useBlockParams && !blockParams) {
          throw new _exception2["default"]("must pass block params");
        }
        if (templateSpec.useDepths && !depths) {
          throw new _exception2["default"]("must pass parent depths");
        }
        return wrapProgram(container, i, templateSpec[i], data, 0, blockParams, depths);
      };
      return ret;
    }
    function wrapProgram(container, i, fn, data, declaredBlockParams, blockParams, depths) {
      function prog(context) {
        var options = arguments.length <= 1 || arguments[1] === void 0 ? {} : arguments[1];
        var currentDepths = depths;
        if (depths && context != depths[0] && !(context === container.nullContext && depths[0] === null)) {
          currentDepths = [context].concat(depths);
        }
        return fn(container, context, container.helpers, container.partials, options.data || data, blockParams && [options.blockParams].concat(blockParams), currentDepths);
      }
      prog = executeDecorators(fn, prog, container, depths, data, blockParams);
      prog.program = i;
      prog.depth = depths ? depths.length : 0;
      prog.blockParams = declaredBlockParams || 0;
      return prog;
    }
    function resolvePartial(partial, context, options) {
      if (!partial) {
        if (options.name === "@partial-block") {
          partial = lookupOwnProperty(options.data, "partial-block");
        } else {
          partial = lookupOwnProperty(options.partials, options.name);
        }
      } else if (typeof partial !== "function" && !options.name) {
        options.name = partial;
        partial = lookupOwnProperty(options.partials, partial);
      }
      return partial;
    }
    function invokePartial(partial, context, options) {
      var currentPartialBlock = lookupOwnProperty(options.data, "partial-block");
      options.partial = true;
      if (options.ids) {
        options.data.contextPath = options.ids[0] || options.data.contextPath;
      }
      var partialBlock = void 0;
      if (options.fn && options.fn !== noop) {
        (function() {
          options.data = _base.createFrame(options.data);
          var fn = options.fn;
          partialBlock = options.data["partial-block"] = function partialBlockWrapper(context2) {
            var options2 = arguments.length <= 1 || arguments[1] === void 0 ? {} : arguments[1];
            options2.data = _base.createFrame(options2.data);
            options2.data["partial-block"] = currentPartialBlock;
            return fn(context2, options2);
          };
          if (fn.partials) {
            options.partials = Utils.extend({}, options.partials, fn.partials);
          }
        })();
      }
      if (partial === void 0 && partialBlock) {
        partial = partialBlock;
      }
      if (partial === void 0) {
        throw new _exception2["default"]("The partial " + options.name + " could not be found");
      } else if (partial instanceof Function) {
        return partial(context, options);
      }
    }
    function noop() {
      return "";
    }
    function lookupOwnProperty(obj, name) {
      if (obj && Object.prototype.hasOwnProperty.call(obj, name)) {
        return obj[name];
      }
    }
    function initData(context, data) {
      if (!data || !("root" in data)) {
        data = data ? _base.createFrame(data) : {};
        data.root = context;
      }
      return data;
    }
    function executeDecorators(fn, prog, container, depths, data, blockParams) {
      if (fn.decorator) {
        var props = {};
        prog = fn.decorator(prog, props, container, depths && depths[0], data, blockParams, depths);
        Utils.extend(prog, props);
      }
      return prog;
    }
    function addHelpers(mergedHelpers, helpers, container) {
      if (!helpers) return;
      Object.keys(helpers).forEach(function(helperName) {
        var helper = helpers[helperName];
        mergedHelpers[helperName] = passLookupPropertyOption(helper, container);
      });
    }
    function passLookupPropertyOption(helper, container) {
      var lookupProperty = container.lookupProperty;
      return _internalWrapHelper.wrapHelper(helper, function(options) {
        options.lookupProperty = lookupProperty;
        return options;
      });
    }
  }
});

// node_modules/handlebars/dist/cjs/handlebars/no-conflict.js
var require_no_conflict = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/no-conflict.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    exports["default"] = function(Handlebars2) {
      (function() {
        if (typeof globalThis === "object") return;
        Object.prototype.__defineGetter__("__magic__", function() {
          return this;
        });
        __magic__.globalThis = __magic__;
        delete Object.prototype.__magic__;
      })();
      var $Handlebars = globalThis.Handlebars;
      Handlebars2.noConflict = function() {
        if (globalThis.Handlebars === Handlebars2) {
          globalThis.Handlebars = $Handlebars;
        }
        return Handlebars2;
      };
    };
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars.runtime.js
var require_handlebars_runtime = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars.runtime.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    function _interopRequireWildcard(obj) {
      if (obj && obj.__esModule) {
        return obj;
      } else {
        var newObj = {};
        if (obj != null) {
          for (var key4 in obj) {
            if (Object.prototype.hasOwnProperty.call(obj, key4)) newObj[key4] = obj[key4];
          }
        }
        newObj["default"] = obj;
        return newObj;
      }
    }
    var _handlebarsBase = require_base();
    var base = _interopRequireWildcard(_handlebarsBase);
    var _handlebarsSafeString = require_safe_string();
    var _handlebarsSafeString2 = _interopRequireDefault(_handlebarsSafeString);
    var _handlebarsException = require_exception();
    var _handlebarsException2 = _interopRequireDefault(_handlebarsException);
    var _handlebarsUtils = require_utils();
    var Utils = _interopRequireWildcard(_handlebarsUtils);
    var _handlebarsRuntime = require_runtime();
    var runtime = _interopRequireWildcard(_handlebarsRuntime);
    var _handlebarsNoConflict = require_no_conflict();
    var _handlebarsNoConflict2 = _interopRequireDefault(_handlebarsNoConflict);
    function create() {
      var hb = new base.HandlebarsEnvironment();
      Utils.extend(hb, base);
      hb.SafeString = _handlebarsSafeString2["default"];
      hb.Exception = _handlebarsException2["default"];
      hb.Utils = Utils;
      hb.escapeExpression = Utils.escapeExpression;
      hb.VM = runtime;
      hb.template = function(spec) {
        return runtime.template(spec, hb);
      };
      return hb;
    }
    var inst = create();
    inst.create = create;
    _handlebarsNoConflict2["default"](inst);
    inst["default"] = inst;
    exports["default"] = inst;
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/compiler/ast.js
var require_ast = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/compiler/ast.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    var AST = {
      // Public API used to evaluate derived attributes regarding AST nodes
      helpers: {
        // a mustache is definitely a helper if:
        // * it is an eligible helper, and
        // * it has at least one parameter or hash segment
        helperExpression: function helperExpression(node) {
          return node.type === "SubExpression" || (node.type === "MustacheStatement" || node.type === "BlockStatement") && !!(node.params && node.params.length || node.hash);
        },
        scopedId: function scopedId(path3) {
          return /^\.|this\b/.test(path3.original);
        },
        // an ID is simple if it only has one part, and that part is not
        // `..` or `this`.
        simpleId: function simpleId(path3) {
          return path3.parts.length === 1 && !AST.helpers.scopedId(path3) && !path3.depth;
        }
      }
    };
    exports["default"] = AST;
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/compiler/parser.js
var require_parser = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/compiler/parser.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    var handlebars = (function() {
      var parser = {
        trace: function trace() {
        },
        yy: {},
        symbols_: { "error": 2, "root": 3, "program": 4, "EOF": 5, "program_repetition0": 6, "statement": 7, "mustache": 8, "block": 9, "rawBlock": 10, "partial": 11, "partialBlock": 12, "content": 13, "COMMENT": 14, "CONTENT": 15, "openRawBlock": 16, "rawBlock_repetition0": 17, "END_RAW_BLOCK": 18, "OPEN_RAW_BLOCK": 19, "helperName": 20, "openRawBlock_repetition0": 21, "openRawBlock_option0": 22, "CLOSE_RAW_BLOCK": 23, "openBlock": 24, "block_option0": 25, "closeBlock": 26, "openInverse": 27, "block_option1": 28, "OPEN_BLOCK": 29, "openBlock_repetition0": 30, "openBlock_option0": 31, "openBlock_option1": 32, "CLOSE": 33, "OPEN_INVERSE": 34, "openInverse_repetition0": 35, "openInverse_option0": 36, "openInverse_option1": 37, "openInverseChain": 38, "OPEN_INVERSE_CHAIN": 39, "openInverseChain_repetition0": 40, "openInverseChain_option0": 41, "openInverseChain_option1": 42, "inverseAndProgram": 43, "INVERSE": 44, "inverseChain": 45, "inverseChain_option0": 46, "OPEN_ENDBLOCK": 47, "OPEN": 48, "mustache_repetition0": 49, "mustache_option0": 50, "OPEN_UNESCAPED": 51, "mustache_repetition1": 52, "mustache_option1": 53, "CLOSE_UNESCAPED": 54, "OPEN_PARTIAL": 55, "partialName": 56, "partial_repetition0": 57, "partial_option0": 58, "openPartialBlock": 59, "OPEN_PARTIAL_BLOCK": 60, "openPartialBlock_repetition0": 61, "openPartialBlock_option0": 62, "param": 63, "sexpr": 64, "OPEN_SEXPR": 65, "sexpr_repetition0": 66, "sexpr_option0": 67, "CLOSE_SEXPR": 68, "hash": 69, "hash_repetition_plus0": 70, "hashSegment": 71, "ID": 72, "EQUALS": 73, "blockParams": 74, "OPEN_BLOCK_PARAMS": 75, "blockParams_repetition_plus0": 76, "CLOSE_BLOCK_PARAMS": 77, "path": 78, "dataName": 79, "STRING": 80, "NUMBER": 81, "BOOLEAN": 82, "UNDEFINED": 83, "NULL": 84, "DATA": 85, "pathSegments": 86, "SEP": 87, "$accept": 0, "$end": 1 },
        terminals_: { 2: "error", 5: "EOF", 14: "COMMENT", 15: "CONTENT", 18: "END_RAW_BLOCK", 19: "OPEN_RAW_BLOCK", 23: "CLOSE_RAW_BLOCK", 29: "OPEN_BLOCK", 33: "CLOSE", 34: "OPEN_INVERSE", 39: "OPEN_INVERSE_CHAIN", 44: "INVERSE", 47: "OPEN_ENDBLOCK", 48: "OPEN", 51: "OPEN_UNESCAPED", 54: "CLOSE_UNESCAPED", 55: "OPEN_PARTIAL", 60: "OPEN_PARTIAL_BLOCK", 65: "OPEN_SEXPR", 68: "CLOSE_SEXPR", 72: "ID", 73: "EQUALS", 75: "OPEN_BLOCK_PARAMS", 77: "CLOSE_BLOCK_PARAMS", 80: "STRING", 81: "NUMBER", 82: "BOOLEAN", 83: "UNDEFINED", 84: "NULL", 85: "DATA", 87: "SEP" },
        productions_: [0, [3, 2], [4, 1], [7, 1], [7, 1], [7, 1], [7, 1], [7, 1], [7, 1], [7, 1], [13, 1], [10, 3], [16, 5], [9, 4], [9, 4], [24, 6], [27, 6], [38, 6], [43, 2], [45, 3], [45, 1], [26, 3], [8, 5], [8, 5], [11, 5], [12, 3], [59, 5], [63, 1], [63, 1], [64, 5], [69, 1], [71, 3], [74, 3], [20, 1], [20, 1], [20, 1], [20, 1], [20, 1], [20, 1], [20, 1], [56, 1], [56, 1], [79, 2], [78, 1], [86, 3], [86, 1], [6, 0], [6, 2], [17, 0], [17, 2], [21, 0], [21, 2], [22, 0], [22, 1], [25, 0], [25, 1], [28, 0], [28, 1], [30, 0], [30, 2], [31, 0], [31, 1], [32, 0], [32, 1], [35, 0], [35, 2], [36, 0], [36, 1], [37, 0], [37, 1], [40, 0], [40, 2], [41, 0], [41, 1], [42, 0], [42, 1], [46, 0], [46, 1], [49, 0], [49, 2], [50, 0], [50, 1], [52, 0], [52, 2], [53, 0], [53, 1], [57, 0], [57, 2], [58, 0], [58, 1], [61, 0], [61, 2], [62, 0], [62, 1], [66, 0], [66, 2], [67, 0], [67, 1], [70, 1], [70, 2], [76, 1], [76, 2]],
        performAction: function anonymous(yytext, yyleng, yylineno, yy, yystate, $$, _$) {
          var $0 = $$.length - 1;
          switch (yystate) {
            case 1:
              return $$[$0 - 1];
              break;
            case 2:
              this.$ = yy.prepareProgram($$[$0]);
              break;
            case 3:
              this.$ = $$[$0];
              break;
            case 4:
              this.$ = $$[$0];
              break;
            case 5:
              this.$ = $$[$0];
              break;
            case 6:
              this.$ = $$[$0];
              break;
            case 7:
              this.$ = $$[$0];
              break;
            case 8:
              this.$ = $$[$0];
              break;
            case 9:
              this.$ = {
                type: "CommentStatement",
                value: yy.stripComment($$[$0]),
                strip: yy.stripFlags($$[$0], $$[$0]),
                loc: yy.locInfo(this._$)
              };
              break;
            case 10:
              this.$ = {
                type: "ContentStatement",
                original: $$[$0],
                value: $$[$0],
                loc: yy.locInfo(this._$)
              };
              break;
            case 11:
              this.$ = yy.prepareRawBlock($$[$0 - 2], $$[$0 - 1], $$[$0], this._$);
              break;
            case 12:
              this.$ = { path: $$[$0 - 3], params: $$[$0 - 2], hash: $$[$0 - 1] };
              break;
            case 13:
              this.$ = yy.prepareBlock($$[$0 - 3], $$[$0 - 2], $$[$0 - 1], $$[$0], false, this._$);
              break;
            case 14:
              this.$ = yy.prepareBlock($$[$0 - 3], $$[$0 - 2], $$[$0 - 1], $$[$0], true, this._$);
              break;
            case 15:
              this.$ = { open: $$[$0 - 5], path: $$[$0 - 4], params: $$[$0 - 3], hash: $$[$0 - 2], blockParams: $$[$0 - 1], strip: yy.stripFlags($$[$0 - 5], $$[$0]) };
              break;
            case 16:
              this.$ = { path: $$[$0 - 4], params: $$[$0 - 3], hash: $$[$0 - 2], blockParams: $$[$0 - 1], strip: yy.stripFlags($$[$0 - 5], $$[$0]) };
              break;
            case 17:
              this.$ = { path: $$[$0 - 4], params: $$[$0 - 3], hash: $$[$0 - 2], blockParams: $$[$0 - 1], strip: yy.stripFlags($$[$0 - 5], $$[$0]) };
              break;
            case 18:
              this.$ = { strip: yy.stripFlags($$[$0 - 1], $$[$0 - 1]), program: $$[$0] };
              break;
            case 19:
              var inverse = yy.prepareBlock($$[$0 - 2], $$[$0 - 1], $$[$0], $$[$0], false, this._$), program = yy.prepareProgram([inverse], $$[$0 - 1].loc);
              program.chained = true;
              this.$ = { strip: $$[$0 - 2].strip, program, chain: true };
              break;
            case 20:
              this.$ = $$[$0];
              break;
            case 21:
              this.$ = { path: $$[$0 - 1], strip: yy.stripFlags($$[$0 - 2], $$[$0]) };
              break;
            case 22:
              this.$ = yy.prepareMustache($$[$0 - 3], $$[$0 - 2], $$[$0 - 1], $$[$0 - 4], yy.stripFlags($$[$0 - 4], $$[$0]), this._$);
              break;
            case 23:
              this.$ = yy.prepareMustache($$[$0 - 3], $$[$0 - 2], $$[$0 - 1], $$[$0 - 4], yy.stripFlags($$[$0 - 4], $$[$0]), this._$);
              break;
            case 24:
              this.$ = {
                type: "PartialStatement",
                name: $$[$0 - 3],
                params: $$[$0 - 2],
                hash: $$[$0 - 1],
                indent: "",
                strip: yy.stripFlags($$[$0 - 4], $$[$0]),
                loc: yy.locInfo(this._$)
              };
              break;
            case 25:
              this.$ = yy.preparePartialBlock($$[$0 - 2], $$[$0 - 1], $$[$0], this._$);
              break;
            case 26:
              this.$ = { path: $$[$0 - 3], params: $$[$0 - 2], hash: $$[$0 - 1], strip: yy.stripFlags($$[$0 - 4], $$[$0]) };
              break;
            case 27:
              this.$ = $$[$0];
              break;
            case 28:
              this.$ = $$[$0];
              break;
            case 29:
              this.$ = {
                type: "SubExpression",
                path: $$[$0 - 3],
                params: $$[$0 - 2],
                hash: $$[$0 - 1],
                loc: yy.locInfo(this._$)
              };
              break;
            case 30:
              this.$ = { type: "Hash", pairs: $$[$0], loc: yy.locInfo(this._$) };
              break;
            case 31:
              this.$ = { type: "HashPair", key: yy.id($$[$0 - 2]), value: $$[$0], loc: yy.locInfo(this._$) };
              break;
            case 32:
              this.$ = yy.id($$[$0 - 1]);
              break;
            case 33:
              this.$ = $$[$0];
              break;
            case 34:
              this.$ = $$[$0];
              break;
            case 35:
              this.$ = { type: "StringLiteral", value: $$[$0], original: $$[$0], loc: yy.locInfo(this._$) };
              break;
            case 36:
              this.$ = { type: "NumberLiteral", value: Number($$[$0]), original: Number($$[$0]), loc: yy.locInfo(this._$) };
              break;
            case 37:
              this.$ = { type: "BooleanLiteral", value: $$[$0] === "true", original: $$[$0] === "true", loc: yy.locInfo(this._$) };
              break;
            case 38:
              this.$ = { type: "UndefinedLiteral", original: void 0, value: void 0, loc: yy.locInfo(this._$) };
              break;
            case 39:
              this.$ = { type: "NullLiteral", original: null, value: null, loc: yy.locInfo(this._$) };
              break;
            case 40:
              this.$ = $$[$0];
              break;
            case 41:
              this.$ = $$[$0];
              break;
            case 42:
              this.$ = yy.preparePath(true, $$[$0], this._$);
              break;
            case 43:
              this.$ = yy.preparePath(false, $$[$0], this._$);
              break;
            case 44:
              $$[$0 - 2].push({ part: yy.id($$[$0]), original: $$[$0], separator: $$[$0 - 1] });
              this.$ = $$[$0 - 2];
              break;
            case 45:
              this.$ = [{ part: yy.id($$[$0]), original: $$[$0] }];
              break;
            case 46:
              this.$ = [];
              break;
            case 47:
              $$[$0 - 1].push($$[$0]);
              break;
            case 48:
              this.$ = [];
              break;
            case 49:
              $$[$0 - 1].push($$[$0]);
              break;
            case 50:
              this.$ = [];
              break;
            case 51:
              $$[$0 - 1].push($$[$0]);
              break;
            case 58:
              this.$ = [];
              break;
            case 59:
              $$[$0 - 1].push($$[$0]);
              break;
            case 64:
              this.$ = [];
              break;
            case 65:
              $$[$0 - 1].push($$[$0]);
              break;
            case 70:
              this.$ = [];
              break;
            case 71:
              $$[$0 - 1].push($$[$0]);
              break;
            case 78:
              this.$ = [];
              break;
            case 79:
              $$[$0 - 1].push($$[$0]);
              break;
            case 82:
              this.$ = [];
              break;
            case 83:
              $$[$0 - 1].push($$[$0]);
              break;
            case 86:
              this.$ = [];
              break;
            case 87:
              $$[$0 - 1].push($$[$0]);
              break;
            case 90:
              this.$ = [];
              break;
            case 91:
              $$[$0 - 1].push($$[$0]);
              break;
            case 94:
              this.$ = [];
              break;
            case 95:
              $$[$0 - 1].push($$[$0]);
              break;
            case 98:
              this.$ = [$$[$0]];
              break;
            case 99:
              $$[$0 - 1].push($$[$0]);
              break;
            case 100:
              this.$ = [$$[$0]];
              break;
            case 101:
              $$[$0 - 1].push($$[$0]);
              break;
          }
        },
        table: [{ 3: 1, 4: 2, 5: [2, 46], 6: 3, 14: [2, 46], 15: [2, 46], 19: [2, 46], 29: [2, 46], 34: [2, 46], 48: [2, 46], 51: [2, 46], 55: [2, 46], 60: [2, 46] }, { 1: [3] }, { 5: [1, 4] }, { 5: [2, 2], 7: 5, 8: 6, 9: 7, 10: 8, 11: 9, 12: 10, 13: 11, 14: [1, 12], 15: [1, 20], 16: 17, 19: [1, 23], 24: 15, 27: 16, 29: [1, 21], 34: [1, 22], 39: [2, 2], 44: [2, 2], 47: [2, 2], 48: [1, 13], 51: [1, 14], 55: [1, 18], 59: 19, 60: [1, 24] }, { 1: [2, 1] }, { 5: [2, 47], 14: [2, 47], 15: [2, 47], 19: [2, 47], 29: [2, 47], 34: [2, 47], 39: [2, 47], 44: [2, 47], 47: [2, 47], 48: [2, 47], 51: [2, 47], 55: [2, 47], 60: [2, 47] }, { 5: [2, 3], 14: [2, 3], 15: [2, 3], 19: [2, 3], 29: [2, 3], 34: [2, 3], 39: [2, 3], 44: [2, 3], 47: [2, 3], 48: [2, 3], 51: [2, 3], 55: [2, 3], 60: [2, 3] }, { 5: [2, 4], 14: [2, 4], 15: [2, 4], 19: [2, 4], 29: [2, 4], 34: [2, 4], 39: [2, 4], 44: [2, 4], 47: [2, 4], 48: [2, 4], 51: [2, 4], 55: [2, 4], 60: [2, 4] }, { 5: [2, 5], 14: [2, 5], 15: [2, 5], 19: [2, 5], 29: [2, 5], 34: [2, 5], 39: [2, 5], 44: [2, 5], 47: [2, 5], 48: [2, 5], 51: [2, 5], 55: [2, 5], 60: [2, 5] }, { 5: [2, 6], 14: [2, 6], 15: [2, 6], 19: [2, 6], 29: [2, 6], 34: [2, 6], 39: [2, 6], 44: [2, 6], 47: [2, 6], 48: [2, 6], 51: [2, 6], 55: [2, 6], 60: [2, 6] }, { 5: [2, 7], 14: [2, 7], 15: [2, 7], 19: [2, 7], 29: [2, 7], 34: [2, 7], 39: [2, 7], 44: [2, 7], 47: [2, 7], 48: [2, 7], 51: [2, 7], 55: [2, 7], 60: [2, 7] }, { 5: [2, 8], 14: [2, 8], 15: [2, 8], 19: [2, 8], 29: [2, 8], 34: [2, 8], 39: [2, 8], 44: [2, 8], 47: [2, 8], 48: [2, 8], 51: [2, 8], 55: [2, 8], 60: [2, 8] }, { 5: [2, 9], 14: [2, 9], 15: [2, 9], 19: [2, 9], 29: [2, 9], 34: [2, 9], 39: [2, 9], 44: [2, 9], 47: [2, 9], 48: [2, 9], 51: [2, 9], 55: [2, 9], 60: [2, 9] }, { 20: 25, 72: [1, 35], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 20: 36, 72: [1, 35], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 4: 37, 6: 3, 14: [2, 46], 15: [2, 46], 19: [2, 46], 29: [2, 46], 34: [2, 46], 39: [2, 46], 44: [2, 46], 47: [2, 46], 48: [2, 46], 51: [2, 46], 55: [2, 46], 60: [2, 46] }, { 4: 38, 6: 3, 14: [2, 46], 15: [2, 46], 19: [2, 46], 29: [2, 46], 34: [2, 46], 44: [2, 46], 47: [2, 46], 48: [2, 46], 51: [2, 46], 55: [2, 46], 60: [2, 46] }, { 15: [2, 48], 17: 39, 18: [2, 48] }, { 20: 41, 56: 40, 64: 42, 65: [1, 43], 72: [1, 35], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 4: 44, 6: 3, 14: [2, 46], 15: [2, 46], 19: [2, 46], 29: [2, 46], 34: [2, 46], 47: [2, 46], 48: [2, 46], 51: [2, 46], 55: [2, 46], 60: [2, 46] }, { 5: [2, 10], 14: [2, 10], 15: [2, 10], 18: [2, 10], 19: [2, 10], 29: [2, 10], 34: [2, 10], 39: [2, 10], 44: [2, 10], 47: [2, 10], 48: [2, 10], 51: [2, 10], 55: [2, 10], 60: [2, 10] }, { 20: 45, 72: [1, 35], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 20: 46, 72: [1, 35], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 20: 47, 72: [1, 35], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 20: 41, 56: 48, 64: 42, 65: [1, 43], 72: [1, 35], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 33: [2, 78], 49: 49, 65: [2, 78], 72: [2, 78], 80: [2, 78], 81: [2, 78], 82: [2, 78], 83: [2, 78], 84: [2, 78], 85: [2, 78] }, { 23: [2, 33], 33: [2, 33], 54: [2, 33], 65: [2, 33], 68: [2, 33], 72: [2, 33], 75: [2, 33], 80: [2, 33], 81: [2, 33], 82: [2, 33], 83: [2, 33], 84: [2, 33], 85: [2, 33] }, { 23: [2, 34], 33: [2, 34], 54: [2, 34], 65: [2, 34], 68: [2, 34], 72: [2, 34], 75: [2, 34], 80: [2, 34], 81: [2, 34], 82: [2, 34], 83: [2, 34], 84: [2, 34], 85: [2, 34] }, { 23: [2, 35], 33: [2, 35], 54: [2, 35], 65: [2, 35], 68: [2, 35], 72: [2, 35], 75: [2, 35], 80: [2, 35], 81: [2, 35], 82: [2, 35], 83: [2, 35], 84: [2, 35], 85: [2, 35] }, { 23: [2, 36], 33: [2, 36], 54: [2, 36], 65: [2, 36], 68: [2, 36], 72: [2, 36], 75: [2, 36], 80: [2, 36], 81: [2, 36], 82: [2, 36], 83: [2, 36], 84: [2, 36], 85: [2, 36] }, { 23: [2, 37], 33: [2, 37], 54: [2, 37], 65: [2, 37], 68: [2, 37], 72: [2, 37], 75: [2, 37], 80: [2, 37], 81: [2, 37], 82: [2, 37], 83: [2, 37], 84: [2, 37], 85: [2, 37] }, { 23: [2, 38], 33: [2, 38], 54: [2, 38], 65: [2, 38], 68: [2, 38], 72: [2, 38], 75: [2, 38], 80: [2, 38], 81: [2, 38], 82: [2, 38], 83: [2, 38], 84: [2, 38], 85: [2, 38] }, { 23: [2, 39], 33: [2, 39], 54: [2, 39], 65: [2, 39], 68: [2, 39], 72: [2, 39], 75: [2, 39], 80: [2, 39], 81: [2, 39], 82: [2, 39], 83: [2, 39], 84: [2, 39], 85: [2, 39] }, { 23: [2, 43], 33: [2, 43], 54: [2, 43], 65: [2, 43], 68: [2, 43], 72: [2, 43], 75: [2, 43], 80: [2, 43], 81: [2, 43], 82: [2, 43], 83: [2, 43], 84: [2, 43], 85: [2, 43], 87: [1, 50] }, { 72: [1, 35], 86: 51 }, { 23: [2, 45], 33: [2, 45], 54: [2, 45], 65: [2, 45], 68: [2, 45], 72: [2, 45], 75: [2, 45], 80: [2, 45], 81: [2, 45], 82: [2, 45], 83: [2, 45], 84: [2, 45], 85: [2, 45], 87: [2, 45] }, { 52: 52, 54: [2, 82], 65: [2, 82], 72: [2, 82], 80: [2, 82], 81: [2, 82], 82: [2, 82], 83: [2, 82], 84: [2, 82], 85: [2, 82] }, { 25: 53, 38: 55, 39: [1, 57], 43: 56, 44: [1, 58], 45: 54, 47: [2, 54] }, { 28: 59, 43: 60, 44: [1, 58], 47: [2, 56] }, { 13: 62, 15: [1, 20], 18: [1, 61] }, { 33: [2, 86], 57: 63, 65: [2, 86], 72: [2, 86], 80: [2, 86], 81: [2, 86], 82: [2, 86], 83: [2, 86], 84: [2, 86], 85: [2, 86] }, { 33: [2, 40], 65: [2, 40], 72: [2, 40], 80: [2, 40], 81: [2, 40], 82: [2, 40], 83: [2, 40], 84: [2, 40], 85: [2, 40] }, { 33: [2, 41], 65: [2, 41], 72: [2, 41], 80: [2, 41], 81: [2, 41], 82: [2, 41], 83: [2, 41], 84: [2, 41], 85: [2, 41] }, { 20: 64, 72: [1, 35], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 26: 65, 47: [1, 66] }, { 30: 67, 33: [2, 58], 65: [2, 58], 72: [2, 58], 75: [2, 58], 80: [2, 58], 81: [2, 58], 82: [2, 58], 83: [2, 58], 84: [2, 58], 85: [2, 58] }, { 33: [2, 64], 35: 68, 65: [2, 64], 72: [2, 64], 75: [2, 64], 80: [2, 64], 81: [2, 64], 82: [2, 64], 83: [2, 64], 84: [2, 64], 85: [2, 64] }, { 21: 69, 23: [2, 50], 65: [2, 50], 72: [2, 50], 80: [2, 50], 81: [2, 50], 82: [2, 50], 83: [2, 50], 84: [2, 50], 85: [2, 50] }, { 33: [2, 90], 61: 70, 65: [2, 90], 72: [2, 90], 80: [2, 90], 81: [2, 90], 82: [2, 90], 83: [2, 90], 84: [2, 90], 85: [2, 90] }, { 20: 74, 33: [2, 80], 50: 71, 63: 72, 64: 75, 65: [1, 43], 69: 73, 70: 76, 71: 77, 72: [1, 78], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 72: [1, 79] }, { 23: [2, 42], 33: [2, 42], 54: [2, 42], 65: [2, 42], 68: [2, 42], 72: [2, 42], 75: [2, 42], 80: [2, 42], 81: [2, 42], 82: [2, 42], 83: [2, 42], 84: [2, 42], 85: [2, 42], 87: [1, 50] }, { 20: 74, 53: 80, 54: [2, 84], 63: 81, 64: 75, 65: [1, 43], 69: 82, 70: 76, 71: 77, 72: [1, 78], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 26: 83, 47: [1, 66] }, { 47: [2, 55] }, { 4: 84, 6: 3, 14: [2, 46], 15: [2, 46], 19: [2, 46], 29: [2, 46], 34: [2, 46], 39: [2, 46], 44: [2, 46], 47: [2, 46], 48: [2, 46], 51: [2, 46], 55: [2, 46], 60: [2, 46] }, { 47: [2, 20] }, { 20: 85, 72: [1, 35], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 4: 86, 6: 3, 14: [2, 46], 15: [2, 46], 19: [2, 46], 29: [2, 46], 34: [2, 46], 47: [2, 46], 48: [2, 46], 51: [2, 46], 55: [2, 46], 60: [2, 46] }, { 26: 87, 47: [1, 66] }, { 47: [2, 57] }, { 5: [2, 11], 14: [2, 11], 15: [2, 11], 19: [2, 11], 29: [2, 11], 34: [2, 11], 39: [2, 11], 44: [2, 11], 47: [2, 11], 48: [2, 11], 51: [2, 11], 55: [2, 11], 60: [2, 11] }, { 15: [2, 49], 18: [2, 49] }, { 20: 74, 33: [2, 88], 58: 88, 63: 89, 64: 75, 65: [1, 43], 69: 90, 70: 76, 71: 77, 72: [1, 78], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 65: [2, 94], 66: 91, 68: [2, 94], 72: [2, 94], 80: [2, 94], 81: [2, 94], 82: [2, 94], 83: [2, 94], 84: [2, 94], 85: [2, 94] }, { 5: [2, 25], 14: [2, 25], 15: [2, 25], 19: [2, 25], 29: [2, 25], 34: [2, 25], 39: [2, 25], 44: [2, 25], 47: [2, 25], 48: [2, 25], 51: [2, 25], 55: [2, 25], 60: [2, 25] }, { 20: 92, 72: [1, 35], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 20: 74, 31: 93, 33: [2, 60], 63: 94, 64: 75, 65: [1, 43], 69: 95, 70: 76, 71: 77, 72: [1, 78], 75: [2, 60], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 20: 74, 33: [2, 66], 36: 96, 63: 97, 64: 75, 65: [1, 43], 69: 98, 70: 76, 71: 77, 72: [1, 78], 75: [2, 66], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 20: 74, 22: 99, 23: [2, 52], 63: 100, 64: 75, 65: [1, 43], 69: 101, 70: 76, 71: 77, 72: [1, 78], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 20: 74, 33: [2, 92], 62: 102, 63: 103, 64: 75, 65: [1, 43], 69: 104, 70: 76, 71: 77, 72: [1, 78], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 33: [1, 105] }, { 33: [2, 79], 65: [2, 79], 72: [2, 79], 80: [2, 79], 81: [2, 79], 82: [2, 79], 83: [2, 79], 84: [2, 79], 85: [2, 79] }, { 33: [2, 81] }, { 23: [2, 27], 33: [2, 27], 54: [2, 27], 65: [2, 27], 68: [2, 27], 72: [2, 27], 75: [2, 27], 80: [2, 27], 81: [2, 27], 82: [2, 27], 83: [2, 27], 84: [2, 27], 85: [2, 27] }, { 23: [2, 28], 33: [2, 28], 54: [2, 28], 65: [2, 28], 68: [2, 28], 72: [2, 28], 75: [2, 28], 80: [2, 28], 81: [2, 28], 82: [2, 28], 83: [2, 28], 84: [2, 28], 85: [2, 28] }, { 23: [2, 30], 33: [2, 30], 54: [2, 30], 68: [2, 30], 71: 106, 72: [1, 107], 75: [2, 30] }, { 23: [2, 98], 33: [2, 98], 54: [2, 98], 68: [2, 98], 72: [2, 98], 75: [2, 98] }, { 23: [2, 45], 33: [2, 45], 54: [2, 45], 65: [2, 45], 68: [2, 45], 72: [2, 45], 73: [1, 108], 75: [2, 45], 80: [2, 45], 81: [2, 45], 82: [2, 45], 83: [2, 45], 84: [2, 45], 85: [2, 45], 87: [2, 45] }, { 23: [2, 44], 33: [2, 44], 54: [2, 44], 65: [2, 44], 68: [2, 44], 72: [2, 44], 75: [2, 44], 80: [2, 44], 81: [2, 44], 82: [2, 44], 83: [2, 44], 84: [2, 44], 85: [2, 44], 87: [2, 44] }, { 54: [1, 109] }, { 54: [2, 83], 65: [2, 83], 72: [2, 83], 80: [2, 83], 81: [2, 83], 82: [2, 83], 83: [2, 83], 84: [2, 83], 85: [2, 83] }, { 54: [2, 85] }, { 5: [2, 13], 14: [2, 13], 15: [2, 13], 19: [2, 13], 29: [2, 13], 34: [2, 13], 39: [2, 13], 44: [2, 13], 47: [2, 13], 48: [2, 13], 51: [2, 13], 55: [2, 13], 60: [2, 13] }, { 38: 55, 39: [1, 57], 43: 56, 44: [1, 58], 45: 111, 46: 110, 47: [2, 76] }, { 33: [2, 70], 40: 112, 65: [2, 70], 72: [2, 70], 75: [2, 70], 80: [2, 70], 81: [2, 70], 82: [2, 70], 83: [2, 70], 84: [2, 70], 85: [2, 70] }, { 47: [2, 18] }, { 5: [2, 14], 14: [2, 14], 15: [2, 14], 19: [2, 14], 29: [2, 14], 34: [2, 14], 39: [2, 14], 44: [2, 14], 47: [2, 14], 48: [2, 14], 51: [2, 14], 55: [2, 14], 60: [2, 14] }, { 33: [1, 113] }, { 33: [2, 87], 65: [2, 87], 72: [2, 87], 80: [2, 87], 81: [2, 87], 82: [2, 87], 83: [2, 87], 84: [2, 87], 85: [2, 87] }, { 33: [2, 89] }, { 20: 74, 63: 115, 64: 75, 65: [1, 43], 67: 114, 68: [2, 96], 69: 116, 70: 76, 71: 77, 72: [1, 78], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 33: [1, 117] }, { 32: 118, 33: [2, 62], 74: 119, 75: [1, 120] }, { 33: [2, 59], 65: [2, 59], 72: [2, 59], 75: [2, 59], 80: [2, 59], 81: [2, 59], 82: [2, 59], 83: [2, 59], 84: [2, 59], 85: [2, 59] }, { 33: [2, 61], 75: [2, 61] }, { 33: [2, 68], 37: 121, 74: 122, 75: [1, 120] }, { 33: [2, 65], 65: [2, 65], 72: [2, 65], 75: [2, 65], 80: [2, 65], 81: [2, 65], 82: [2, 65], 83: [2, 65], 84: [2, 65], 85: [2, 65] }, { 33: [2, 67], 75: [2, 67] }, { 23: [1, 123] }, { 23: [2, 51], 65: [2, 51], 72: [2, 51], 80: [2, 51], 81: [2, 51], 82: [2, 51], 83: [2, 51], 84: [2, 51], 85: [2, 51] }, { 23: [2, 53] }, { 33: [1, 124] }, { 33: [2, 91], 65: [2, 91], 72: [2, 91], 80: [2, 91], 81: [2, 91], 82: [2, 91], 83: [2, 91], 84: [2, 91], 85: [2, 91] }, { 33: [2, 93] }, { 5: [2, 22], 14: [2, 22], 15: [2, 22], 19: [2, 22], 29: [2, 22], 34: [2, 22], 39: [2, 22], 44: [2, 22], 47: [2, 22], 48: [2, 22], 51: [2, 22], 55: [2, 22], 60: [2, 22] }, { 23: [2, 99], 33: [2, 99], 54: [2, 99], 68: [2, 99], 72: [2, 99], 75: [2, 99] }, { 73: [1, 108] }, { 20: 74, 63: 125, 64: 75, 65: [1, 43], 72: [1, 35], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 5: [2, 23], 14: [2, 23], 15: [2, 23], 19: [2, 23], 29: [2, 23], 34: [2, 23], 39: [2, 23], 44: [2, 23], 47: [2, 23], 48: [2, 23], 51: [2, 23], 55: [2, 23], 60: [2, 23] }, { 47: [2, 19] }, { 47: [2, 77] }, { 20: 74, 33: [2, 72], 41: 126, 63: 127, 64: 75, 65: [1, 43], 69: 128, 70: 76, 71: 77, 72: [1, 78], 75: [2, 72], 78: 26, 79: 27, 80: [1, 28], 81: [1, 29], 82: [1, 30], 83: [1, 31], 84: [1, 32], 85: [1, 34], 86: 33 }, { 5: [2, 24], 14: [2, 24], 15: [2, 24], 19: [2, 24], 29: [2, 24], 34: [2, 24], 39: [2, 24], 44: [2, 24], 47: [2, 24], 48: [2, 24], 51: [2, 24], 55: [2, 24], 60: [2, 24] }, { 68: [1, 129] }, { 65: [2, 95], 68: [2, 95], 72: [2, 95], 80: [2, 95], 81: [2, 95], 82: [2, 95], 83: [2, 95], 84: [2, 95], 85: [2, 95] }, { 68: [2, 97] }, { 5: [2, 21], 14: [2, 21], 15: [2, 21], 19: [2, 21], 29: [2, 21], 34: [2, 21], 39: [2, 21], 44: [2, 21], 47: [2, 21], 48: [2, 21], 51: [2, 21], 55: [2, 21], 60: [2, 21] }, { 33: [1, 130] }, { 33: [2, 63] }, { 72: [1, 132], 76: 131 }, { 33: [1, 133] }, { 33: [2, 69] }, { 15: [2, 12], 18: [2, 12] }, { 14: [2, 26], 15: [2, 26], 19: [2, 26], 29: [2, 26], 34: [2, 26], 47: [2, 26], 48: [2, 26], 51: [2, 26], 55: [2, 26], 60: [2, 26] }, { 23: [2, 31], 33: [2, 31], 54: [2, 31], 68: [2, 31], 72: [2, 31], 75: [2, 31] }, { 33: [2, 74], 42: 134, 74: 135, 75: [1, 120] }, { 33: [2, 71], 65: [2, 71], 72: [2, 71], 75: [2, 71], 80: [2, 71], 81: [2, 71], 82: [2, 71], 83: [2, 71], 84: [2, 71], 85: [2, 71] }, { 33: [2, 73], 75: [2, 73] }, { 23: [2, 29], 33: [2, 29], 54: [2, 29], 65: [2, 29], 68: [2, 29], 72: [2, 29], 75: [2, 29], 80: [2, 29], 81: [2, 29], 82: [2, 29], 83: [2, 29], 84: [2, 29], 85: [2, 29] }, { 14: [2, 15], 15: [2, 15], 19: [2, 15], 29: [2, 15], 34: [2, 15], 39: [2, 15], 44: [2, 15], 47: [2, 15], 48: [2, 15], 51: [2, 15], 55: [2, 15], 60: [2, 15] }, { 72: [1, 137], 77: [1, 136] }, { 72: [2, 100], 77: [2, 100] }, { 14: [2, 16], 15: [2, 16], 19: [2, 16], 29: [2, 16], 34: [2, 16], 44: [2, 16], 47: [2, 16], 48: [2, 16], 51: [2, 16], 55: [2, 16], 60: [2, 16] }, { 33: [1, 138] }, { 33: [2, 75] }, { 33: [2, 32] }, { 72: [2, 101], 77: [2, 101] }, { 14: [2, 17], 15: [2, 17], 19: [2, 17], 29: [2, 17], 34: [2, 17], 39: [2, 17], 44: [2, 17], 47: [2, 17], 48: [2, 17], 51: [2, 17], 55: [2, 17], 60: [2, 17] }],
        defaultActions: { 4: [2, 1], 54: [2, 55], 56: [2, 20], 60: [2, 57], 73: [2, 81], 82: [2, 85], 86: [2, 18], 90: [2, 89], 101: [2, 53], 104: [2, 93], 110: [2, 19], 111: [2, 77], 116: [2, 97], 119: [2, 63], 122: [2, 69], 135: [2, 75], 136: [2, 32] },
        parseError: function parseError(str, hash) {
          throw new Error(str);
        },
        parse: function parse(input) {
          var self = this, stack = [0], vstack = [null], lstack = [], table = this.table, yytext = "", yylineno = 0, yyleng = 0, recovering = 0, TERROR = 2, EOF = 1;
          this.lexer.setInput(input);
          this.lexer.yy = this.yy;
          this.yy.lexer = this.lexer;
          this.yy.parser = this;
          if (typeof this.lexer.yylloc == "undefined") this.lexer.yylloc = {};
          var yyloc = this.lexer.yylloc;
          lstack.push(yyloc);
          var ranges = this.lexer.options && this.lexer.options.ranges;
          if (typeof this.yy.parseError === "function") this.parseError = this.yy.parseError;
          function popStack(n) {
            stack.length = stack.length - 2 * n;
            vstack.length = vstack.length - n;
            lstack.length = lstack.length - n;
          }
          function lex() {
            var token;
            token = self.lexer.lex() || 1;
            if (typeof token !== "number") {
              token = self.symbols_[token] || token;
            }
            return token;
          }
          var symbol, preErrorSymbol, state, action, a, r, yyval = {}, p, len, newState, expected;
          while (true) {
            state = stack[stack.length - 1];
            if (this.defaultActions[state]) {
              action = this.defaultActions[state];
            } else {
              if (symbol === null || typeof symbol == "undefined") {
                symbol = lex();
              }
              action = table[state] && table[state][symbol];
            }
            if (typeof action === "undefined" || !action.length || !action[0]) {
              var errStr = "";
              if (!recovering) {
                expected = [];
                for (p in table[state]) if (this.terminals_[p] && p > 2) {
                  expected.push("'" + this.terminals_[p] + "'");
                }
                if (this.lexer.showPosition) {
                  errStr = "Parse error on line " + (yylineno + 1) + ":\n" + this.lexer.showPosition() + "\nExpecting " + expected.join(", ") + ", got '" + (this.terminals_[symbol] || symbol) + "'";
                } else {
                  errStr = "Parse error on line " + (yylineno + 1) + ": Unexpected " + (symbol == 1 ? "end of input" : "'" + (this.terminals_[symbol] || symbol) + "'");
                }
                this.parseError(errStr, { text: this.lexer.match, token: this.terminals_[symbol] || symbol, line: this.lexer.yylineno, loc: yyloc, expected });
              }
            }
            if (action[0] instanceof Array && action.length > 1) {
              throw new Error("Parse Error: multiple actions possible at state: " + state + ", token: " + symbol);
            }
            switch (action[0]) {
              case 1:
                stack.push(symbol);
                vstack.push(this.lexer.yytext);
                lstack.push(this.lexer.yylloc);
                stack.push(action[1]);
                symbol = null;
                if (!preErrorSymbol) {
                  yyleng = this.lexer.yyleng;
                  yytext = this.lexer.yytext;
                  yylineno = this.lexer.yylineno;
                  yyloc = this.lexer.yylloc;
                  if (recovering > 0) recovering--;
                } else {
                  symbol = preErrorSymbol;
                  preErrorSymbol = null;
                }
                break;
              case 2:
                len = this.productions_[action[1]][1];
                yyval.$ = vstack[vstack.length - len];
                yyval._$ = { first_line: lstack[lstack.length - (len || 1)].first_line, last_line: lstack[lstack.length - 1].last_line, first_column: lstack[lstack.length - (len || 1)].first_column, last_column: lstack[lstack.length - 1].last_column };
                if (ranges) {
                  yyval._$.range = [lstack[lstack.length - (len || 1)].range[0], lstack[lstack.length - 1].range[1]];
                }
                r = this.performAction.call(yyval, yytext, yyleng, yylineno, this.yy, action[1], vstack, lstack);
                if (typeof r !== "undefined") {
                  return r;
                }
                if (len) {
                  stack = stack.slice(0, -1 * len * 2);
                  vstack = vstack.slice(0, -1 * len);
                  lstack = lstack.slice(0, -1 * len);
                }
                stack.push(this.productions_[action[1]][0]);
                vstack.push(yyval.$);
                lstack.push(yyval._$);
                newState = table[stack[stack.length - 2]][stack[stack.length - 1]];
                stack.push(newState);
                break;
              case 3:
                return true;
            }
          }
          return true;
        }
      };
      var lexer = (function() {
        var lexer2 = {
          EOF: 1,
          parseError: function parseError(str, hash) {
            if (this.yy.parser) {
              this.yy.parser.parseError(str, hash);
            } else {
              throw new Error(str);
            }
          },
          setInput: function setInput(input) {
            this._input = input;
            this._more = this._less = this.done = false;
            this.yylineno = this.yyleng = 0;
            this.yytext = this.matched = this.match = "";
            this.conditionStack = ["INITIAL"];
            this.yylloc = { first_line: 1, first_column: 0, last_line: 1, last_column: 0 };
            if (this.options.ranges) this.yylloc.range = [0, 0];
            this.offset = 0;
            return this;
          },
          input: function input() {
            var ch = this._input[0];
            this.yytext += ch;
            this.yyleng++;
            this.offset++;
            this.match += ch;
            this.matched += ch;
            var lines = ch.match(/(?:\r\n?|\n).*/g);
            if (lines) {
              this.yylineno++;
              this.yylloc.last_line++;
            } else {
              this.yylloc.last_column++;
            }
            if (this.options.ranges) this.yylloc.range[1]++;
            this._input = this._input.slice(1);
            return ch;
          },
          unput: function unput(ch) {
            var len = ch.length;
            var lines = ch.split(/(?:\r\n?|\n)/g);
            this._input = ch + this._input;
            this.yytext = this.yytext.substr(0, this.yytext.length - len - 1);
            this.offset -= len;
            var oldLines = this.match.split(/(?:\r\n?|\n)/g);
            this.match = this.match.substr(0, this.match.length - 1);
            this.matched = this.matched.substr(0, this.matched.length - 1);
            if (lines.length - 1) this.yylineno -= lines.length - 1;
            var r = this.yylloc.range;
            this.yylloc = {
              first_line: this.yylloc.first_line,
              last_line: this.yylineno + 1,
              first_column: this.yylloc.first_column,
              last_column: lines ? (lines.length === oldLines.length ? this.yylloc.first_column : 0) + oldLines[oldLines.length - lines.length].length - lines[0].length : this.yylloc.first_column - len
            };
            if (this.options.ranges) {
              this.yylloc.range = [r[0], r[0] + this.yyleng - len];
            }
            return this;
          },
          more: function more() {
            this._more = true;
            return this;
          },
          less: function less(n) {
            this.unput(this.match.slice(n));
          },
          pastInput: function pastInput() {
            var past = this.matched.substr(0, this.matched.length - this.match.length);
            return (past.length > 20 ? "..." : "") + past.substr(-20).replace(/\n/g, "");
          },
          upcomingInput: function upcomingInput() {
            var next = this.match;
            if (next.length < 20) {
              next += this._input.substr(0, 20 - next.length);
            }
            return (next.substr(0, 20) + (next.length > 20 ? "..." : "")).replace(/\n/g, "");
          },
          showPosition: function showPosition() {
            var pre = this.pastInput();
            var c = new Array(pre.length + 1).join("-");
            return pre + this.upcomingInput() + "\n" + c + "^";
          },
          next: function next() {
            if (this.done) {
              return this.EOF;
            }
            if (!this._input) this.done = true;
            var token, match, tempMatch, index, col, lines;
            if (!this._more) {
              this.yytext = "";
              this.match = "";
            }
            var rules = this._currentRules();
            for (var i = 0; i < rules.length; i++) {
              tempMatch = this._input.match(this.rules[rules[i]]);
              if (tempMatch && (!match || tempMatch[0].length > match[0].length)) {
                match = tempMatch;
                index = i;
                if (!this.options.flex) break;
              }
            }
            if (match) {
              lines = match[0].match(/(?:\r\n?|\n).*/g);
              if (lines) this.yylineno += lines.length;
              this.yylloc = {
                first_line: this.yylloc.last_line,
                last_line: this.yylineno + 1,
                first_column: this.yylloc.last_column,
                last_column: lines ? lines[lines.length - 1].length - lines[lines.length - 1].match(/\r?\n?/)[0].length : this.yylloc.last_column + match[0].length
              };
              this.yytext += match[0];
              this.match += match[0];
              this.matches = match;
              this.yyleng = this.yytext.length;
              if (this.options.ranges) {
                this.yylloc.range = [this.offset, this.offset += this.yyleng];
              }
              this._more = false;
              this._input = this._input.slice(match[0].length);
              this.matched += match[0];
              token = this.performAction.call(this, this.yy, this, rules[index], this.conditionStack[this.conditionStack.length - 1]);
              if (this.done && this._input) this.done = false;
              if (token) return token;
              else return;
            }
            if (this._input === "") {
              return this.EOF;
            } else {
              return this.parseError("Lexical error on line " + (this.yylineno + 1) + ". Unrecognized text.\n" + this.showPosition(), { text: "", token: null, line: this.yylineno });
            }
          },
          lex: function lex() {
            var r = this.next();
            if (typeof r !== "undefined") {
              return r;
            } else {
              return this.lex();
            }
          },
          begin: function begin(condition) {
            this.conditionStack.push(condition);
          },
          popState: function popState() {
            return this.conditionStack.pop();
          },
          _currentRules: function _currentRules() {
            return this.conditions[this.conditionStack[this.conditionStack.length - 1]].rules;
          },
          topState: function topState() {
            return this.conditionStack[this.conditionStack.length - 2];
          },
          pushState: function begin(condition) {
            this.begin(condition);
          }
        };
        lexer2.options = {};
        lexer2.performAction = function anonymous(yy, yy_, $avoiding_name_collisions, YY_START) {
          function strip(start, end) {
            return yy_.yytext = yy_.yytext.substring(start, yy_.yyleng - end + start);
          }
          var YYSTATE = YY_START;
          switch ($avoiding_name_collisions) {
            case 0:
              if (yy_.yytext.slice(-2) === "\\\\") {
                strip(0, 1);
                this.begin("mu");
              } else if (yy_.yytext.slice(-1) === "\\") {
                strip(0, 1);
                this.begin("emu");
              } else {
                this.begin("mu");
              }
              if (yy_.yytext) return 15;
              break;
            case 1:
              return 15;
              break;
            case 2:
              this.popState();
              return 15;
              break;
            case 3:
              this.begin("raw");
              return 15;
              break;
            case 4:
              this.popState();
              if (this.conditionStack[this.conditionStack.length - 1] === "raw") {
                return 15;
              } else {
                strip(5, 9);
                return "END_RAW_BLOCK";
              }
              break;
            case 5:
              return 15;
              break;
            case 6:
              this.popState();
              return 14;
              break;
            case 7:
              return 65;
              break;
            case 8:
              return 68;
              break;
            case 9:
              return 19;
              break;
            case 10:
              this.popState();
              this.begin("raw");
              return 23;
              break;
            case 11:
              return 55;
              break;
            case 12:
              return 60;
              break;
            case 13:
              return 29;
              break;
            case 14:
              return 47;
              break;
            case 15:
              this.popState();
              return 44;
              break;
            case 16:
              this.popState();
              return 44;
              break;
            case 17:
              return 34;
              break;
            case 18:
              return 39;
              break;
            case 19:
              return 51;
              break;
            case 20:
              return 48;
              break;
            case 21:
              this.unput(yy_.yytext);
              this.popState();
              this.begin("com");
              break;
            case 22:
              this.popState();
              return 14;
              break;
            case 23:
              return 48;
              break;
            case 24:
              return 73;
              break;
            case 25:
              return 72;
              break;
            case 26:
              return 72;
              break;
            case 27:
              return 87;
              break;
            case 28:
              break;
            case 29:
              this.popState();
              return 54;
              break;
            case 30:
              this.popState();
              return 33;
              break;
            case 31:
              yy_.yytext = strip(1, 2).replace(/\\"/g, '"');
              return 80;
              break;
            case 32:
              yy_.yytext = strip(1, 2).replace(/\\'/g, "'");
              return 80;
              break;
            case 33:
              return 85;
              break;
            case 34:
              return 82;
              break;
            case 35:
              return 82;
              break;
            case 36:
              return 83;
              break;
            case 37:
              return 84;
              break;
            case 38:
              return 81;
              break;
            case 39:
              return 75;
              break;
            case 40:
              return 77;
              break;
            case 41:
              return 72;
              break;
            case 42:
              yy_.yytext = yy_.yytext.replace(/\\([\\\]])/g, "$1");
              return 72;
              break;
            case 43:
              return "INVALID";
              break;
            case 44:
              return 5;
              break;
          }
        };
        lexer2.rules = [/^(?:[^\x00]*?(?=(\{\{)))/, /^(?:[^\x00]+)/, /^(?:[^\x00]{2,}?(?=(\{\{|\\\{\{|\\\\\{\{|$)))/, /^(?:\{\{\{\{(?=[^\/]))/, /^(?:\{\{\{\{\/[^\s!"#%-,\.\/;->@\[-\^`\{-~]+(?=[=}\s\/.])\}\}\}\})/, /^(?:[^\x00]+?(?=(\{\{\{\{)))/, /^(?:[\s\S]*?--(~)?\}\})/, /^(?:\()/, /^(?:\))/, /^(?:\{\{\{\{)/, /^(?:\}\}\}\})/, /^(?:\{\{(~)?>)/, /^(?:\{\{(~)?#>)/, /^(?:\{\{(~)?#\*?)/, /^(?:\{\{(~)?\/)/, /^(?:\{\{(~)?\^\s*(~)?\}\})/, /^(?:\{\{(~)?\s*else\s*(~)?\}\})/, /^(?:\{\{(~)?\^)/, /^(?:\{\{(~)?\s*else\b)/, /^(?:\{\{(~)?\{)/, /^(?:\{\{(~)?&)/, /^(?:\{\{(~)?!--)/, /^(?:\{\{(~)?![\s\S]*?\}\})/, /^(?:\{\{(~)?\*?)/, /^(?:=)/, /^(?:\.\.)/, /^(?:\.(?=([=~}\s\/.)|])))/, /^(?:[\/.])/, /^(?:\s+)/, /^(?:\}(~)?\}\})/, /^(?:(~)?\}\})/, /^(?:"(\\["]|[^"])*")/, /^(?:'(\\[']|[^'])*')/, /^(?:@)/, /^(?:true(?=([~}\s)])))/, /^(?:false(?=([~}\s)])))/, /^(?:undefined(?=([~}\s)])))/, /^(?:null(?=([~}\s)])))/, /^(?:-?[0-9]+(?:\.[0-9]+)?(?=([~}\s)])))/, /^(?:as\s+\|)/, /^(?:\|)/, /^(?:([^\s!"#%-,\.\/;->@\[-\^`\{-~]+(?=([=~}\s\/.)|]))))/, /^(?:\[(\\\]|[^\]])*\])/, /^(?:.)/, /^(?:$)/];
        lexer2.conditions = { "mu": { "rules": [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44], "inclusive": false }, "emu": { "rules": [2], "inclusive": false }, "com": { "rules": [6], "inclusive": false }, "raw": { "rules": [3, 4, 5], "inclusive": false }, "INITIAL": { "rules": [0, 1, 44], "inclusive": true } };
        return lexer2;
      })();
      parser.lexer = lexer;
      function Parser() {
        this.yy = {};
      }
      Parser.prototype = parser;
      parser.Parser = Parser;
      return new Parser();
    })();
    exports["default"] = handlebars;
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/compiler/node-types.js
var require_node_types = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/compiler/node-types.js"(exports) {
    "use strict";
    exports.__esModule = true;
    var NODE_TYPES = ["Program", "BlockStatement", "DecoratorBlock", "PartialStatement", "PartialBlockStatement", "Decorator", "MustacheStatement", "ContentStatement", "CommentStatement", "SubExpression", "PathExpression", "StringLiteral", "NumberLiteral", "BooleanLiteral", "UndefinedLiteral", "NullLiteral", "Hash", "HashPair"];
    exports.NODE_TYPES = NODE_TYPES;
  }
});

// node_modules/handlebars/dist/cjs/handlebars/compiler/visitor.js
var require_visitor = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/compiler/visitor.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _exception = require_exception();
    var _exception2 = _interopRequireDefault(_exception);
    var _utils = require_utils();
    var _nodeTypes = require_node_types();
    function Visitor() {
      this.parents = [];
    }
    function isDispatchable(visitor, type) {
      return _utils.indexOf(_nodeTypes.NODE_TYPES, type) !== -1 || !(type in Visitor.prototype) && typeof visitor[type] === "function";
    }
    Visitor.prototype = {
      constructor: Visitor,
      mutating: false,
      // Visits a given value. If mutating, will replace the value if necessary.
      acceptKey: function acceptKey(node, name) {
        var value = this.accept(node[name]);
        if (this.mutating) {
          if (value && !isDispatchable(this, value.type)) {
            throw new _exception2["default"]('Unexpected node type "' + value.type + '" found when accepting ' + name + " on " + node.type);
          }
          node[name] = value;
        }
      },
      // Performs an accept operation with added sanity check to ensure
      // required keys are not removed.
      acceptRequired: function acceptRequired(node, name) {
        this.acceptKey(node, name);
        if (!node[name]) {
          throw new _exception2["default"](node.type + " requires " + name);
        }
      },
      // Traverses a given array. If mutating, empty respnses will be removed
      // for child elements.
      acceptArray: function acceptArray(array) {
        for (var i = 0, l = array.length; i < l; i++) {
          this.acceptKey(array, i);
          if (!array[i]) {
            array.splice(i, 1);
            i--;
            l--;
          }
        }
      },
      accept: function accept(object) {
        if (!object) {
          return;
        }
        if (!isDispatchable(this, object.type) || !this[object.type]) {
          throw new _exception2["default"]("Unknown type: " + object.type, object);
        }
        if (this.current) {
          this.parents.unshift(this.current);
        }
        this.current = object;
        var ret = this[object.type](object);
        this.current = this.parents.shift();
        if (!this.mutating || ret) {
          return ret;
        } else if (ret !== false) {
          return object;
        }
      },
      Program: function Program(program) {
        this.acceptArray(program.body);
      },
      MustacheStatement: visitSubExpression,
      Decorator: visitSubExpression,
      BlockStatement: visitBlock,
      DecoratorBlock: visitBlock,
      PartialStatement: visitPartial,
      PartialBlockStatement: function PartialBlockStatement(partial) {
        visitPartial.call(this, partial);
        this.acceptKey(partial, "program");
      },
      ContentStatement: function ContentStatement() {
      },
      CommentStatement: function CommentStatement() {
      },
      SubExpression: visitSubExpression,
      PathExpression: function PathExpression() {
      },
      StringLiteral: function StringLiteral() {
      },
      NumberLiteral: function NumberLiteral() {
      },
      BooleanLiteral: function BooleanLiteral() {
      },
      UndefinedLiteral: function UndefinedLiteral() {
      },
      NullLiteral: function NullLiteral() {
      },
      Hash: function Hash(hash) {
        this.acceptArray(hash.pairs);
      },
      HashPair: function HashPair(pair) {
        this.acceptRequired(pair, "value");
      }
    };
    function visitSubExpression(mustache) {
      this.acceptRequired(mustache, "path");
      this.acceptArray(mustache.params);
      this.acceptKey(mustache, "hash");
    }
    function visitBlock(block) {
      visitSubExpression.call(this, block);
      this.acceptKey(block, "program");
      this.acceptKey(block, "inverse");
    }
    function visitPartial(partial) {
      this.acceptRequired(partial, "name");
      this.acceptArray(partial.params);
      this.acceptKey(partial, "hash");
    }
    exports["default"] = Visitor;
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/compiler/whitespace-control.js
var require_whitespace_control = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/compiler/whitespace-control.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _visitor = require_visitor();
    var _visitor2 = _interopRequireDefault(_visitor);
    function WhitespaceControl() {
      var options = arguments.length <= 0 || arguments[0] === void 0 ? {} : arguments[0];
      this.options = options;
    }
    WhitespaceControl.prototype = new _visitor2["default"]();
    WhitespaceControl.prototype.Program = function(program) {
      var doStandalone = !this.options.ignoreStandalone;
      var isRoot = !this.isRootSeen;
      this.isRootSeen = true;
      var body = program.body;
      for (var i = 0, l = body.length; i < l; i++) {
        var current = body[i], strip = this.accept(current);
        if (!strip) {
          continue;
        }
        var _isPrevWhitespace = isPrevWhitespace(body, i, isRoot), _isNextWhitespace = isNextWhitespace(body, i, isRoot), openStandalone = strip.openStandalone && _isPrevWhitespace, closeStandalone = strip.closeStandalone && _isNextWhitespace, inlineStandalone = strip.inlineStandalone && _isPrevWhitespace && _isNextWhitespace;
        if (strip.close) {
          omitRight(body, i, true);
        }
        if (strip.open) {
          omitLeft(body, i, true);
        }
        if (doStandalone && inlineStandalone) {
          omitRight(body, i);
          if (omitLeft(body, i)) {
            if (current.type === "PartialStatement") {
              current.indent = /(?:^|[^ \t])([ \t]+)$/.exec(body[i - 1].original)[1];
            }
          }
        }
        if (doStandalone && openStandalone) {
          omitRight((current.program || current.inverse).body);
          omitLeft(body, i);
        }
        if (doStandalone && closeStandalone) {
          omitRight(body, i);
          omitLeft((current.inverse || current.program).body);
        }
      }
      return program;
    };
    WhitespaceControl.prototype.BlockStatement = WhitespaceControl.prototype.DecoratorBlock = WhitespaceControl.prototype.PartialBlockStatement = function(block) {
      this.accept(block.program);
      this.accept(block.inverse);
      var program = block.program || block.inverse, inverse = block.program && block.inverse, firstInverse = inverse, lastInverse = inverse;
      if (inverse && inverse.chained) {
        firstInverse = inverse.body[0].program;
        while (lastInverse.chained) {
          lastInverse = lastInverse.body[lastInverse.body.length - 1].program;
        }
      }
      var strip = {
        open: block.openStrip.open,
        close: block.closeStrip.close,
        // Determine the standalone candiacy. Basically flag our content as being possibly standalone
        // so our parent can determine if we actually are standalone
        openStandalone: isNextWhitespace(program.body),
        closeStandalone: isPrevWhitespace((firstInverse || program).body)
      };
      if (block.openStrip.close) {
        omitRight(program.body, null, true);
      }
      if (inverse) {
        var inverseStrip = block.inverseStrip;
        if (inverseStrip.open) {
          omitLeft(program.body, null, true);
        }
        if (inverseStrip.close) {
          omitRight(firstInverse.body, null, true);
        }
        if (block.closeStrip.open) {
          omitLeft(lastInverse.body, null, true);
        }
        if (!this.options.ignoreStandalone && isPrevWhitespace(program.body) && isNextWhitespace(firstInverse.body)) {
          omitLeft(program.body);
          omitRight(firstInverse.body);
        }
      } else if (block.closeStrip.open) {
        omitLeft(program.body, null, true);
      }
      return strip;
    };
    WhitespaceControl.prototype.Decorator = WhitespaceControl.prototype.MustacheStatement = function(mustache) {
      return mustache.strip;
    };
    WhitespaceControl.prototype.PartialStatement = WhitespaceControl.prototype.CommentStatement = function(node) {
      var strip = node.strip || {};
      return {
        inlineStandalone: true,
        open: strip.open,
        close: strip.close
      };
    };
    function isPrevWhitespace(body, i, isRoot) {
      if (i === void 0) {
        i = body.length;
      }
      var prev = body[i - 1], sibling = body[i - 2];
      if (!prev) {
        return isRoot;
      }
      if (prev.type === "ContentStatement") {
        return (sibling || !isRoot ? /(?:^|\S)[^\S\n]*\n\s*$/ : /^\s*$|(?:^|\S)[^\S\n]*\n\s*$/).test(prev.original);
      }
    }
    function isNextWhitespace(body, i, isRoot) {
      if (i === void 0) {
        i = -1;
      }
      var next = body[i + 1], sibling = body[i + 2];
      if (!next) {
        return isRoot;
      }
      if (next.type === "ContentStatement") {
        return (sibling || !isRoot ? /^\s*?\r?\n/ : /^\s*?(\r?\n|$)/).test(next.original);
      }
    }
    function omitRight(body, i, multiple) {
      var current = body[i == null ? 0 : i + 1];
      if (!current || current.type !== "ContentStatement" || !multiple && current.rightStripped) {
        return;
      }
      var original = current.value;
      current.value = current.value.replace(multiple ? /^\s+/ : /^[ \t]*\r?\n?/, "");
      current.rightStripped = current.value !== original;
    }
    function omitLeft(body, i, multiple) {
      var current = body[i == null ? body.length - 1 : i - 1];
      if (!current || current.type !== "ContentStatement" || !multiple && current.leftStripped) {
        return;
      }
      var original = current.value;
      current.value = current.value.replace(multiple ? /(^|\S)\s+$/ : /(^|[^ \t])[ \t]+$/, "$1");
      current.leftStripped = current.value !== original;
      return current.leftStripped;
    }
    exports["default"] = WhitespaceControl;
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/compiler/helpers.js
var require_helpers2 = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/compiler/helpers.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.SourceLocation = SourceLocation;
    exports.id = id;
    exports.stripFlags = stripFlags;
    exports.stripComment = stripComment;
    exports.preparePath = preparePath;
    exports.prepareMustache = prepareMustache;
    exports.prepareRawBlock = prepareRawBlock;
    exports.prepareBlock = prepareBlock;
    exports.prepareProgram = prepareProgram;
    exports.preparePartialBlock = preparePartialBlock;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _exception = require_exception();
    var _exception2 = _interopRequireDefault(_exception);
    function validateClose(open, close) {
      close = close.path ? close.path.original : close;
      if (open.path.original !== close) {
        var errorNode = { loc: open.path.loc };
        throw new _exception2["default"](open.path.original + " doesn't match " + close, errorNode);
      }
    }
    function SourceLocation(source, locInfo) {
      this.source = source;
      this.start = {
        line: locInfo.first_line,
        column: locInfo.first_column
      };
      this.end = {
        line: locInfo.last_line,
        column: locInfo.last_column
      };
    }
    function id(token) {
      if (/^\[.*\]$/.test(token)) {
        return token.substring(1, token.length - 1);
      } else {
        return token;
      }
    }
    function stripFlags(open, close) {
      return {
        open: open.charAt(2) === "~",
        close: close.charAt(close.length - 3) === "~"
      };
    }
    function stripComment(comment) {
      return comment.replace(/^\{\{~?!-?-?/, "").replace(/-?-?~?\}\}$/, "");
    }
    function preparePath(data, parts, loc) {
      loc = this.locInfo(loc);
      var original = data ? "@" : "", dig = [], depth = 0;
      for (var i = 0, l = parts.length; i < l; i++) {
        var part = parts[i].part, isLiteral = parts[i].original !== part;
        original += (parts[i].separator || "") + part;
        if (!isLiteral && (part === ".." || part === "." || part === "this")) {
          if (dig.length > 0) {
            throw new _exception2["default"]("Invalid path: " + original, { loc });
          } else if (part === "..") {
            depth++;
          }
        } else {
          dig.push(part);
        }
      }
      return {
        type: "PathExpression",
        data,
        depth,
        parts: dig,
        original,
        loc
      };
    }
    function prepareMustache(path3, params, hash, open, strip, locInfo) {
      var escapeFlag = open.charAt(3) || open.charAt(2), escaped = escapeFlag !== "{" && escapeFlag !== "&";
      var decorator = /\*/.test(open);
      return {
        type: decorator ? "Decorator" : "MustacheStatement",
        path: path3,
        params,
        hash,
        escaped,
        strip,
        loc: this.locInfo(locInfo)
      };
    }
    function prepareRawBlock(openRawBlock, contents, close, locInfo) {
      validateClose(openRawBlock, close);
      locInfo = this.locInfo(locInfo);
      var program = {
        type: "Program",
        body: contents,
        strip: {},
        loc: locInfo
      };
      return {
        type: "BlockStatement",
        path: openRawBlock.path,
        params: openRawBlock.params,
        hash: openRawBlock.hash,
        program,
        openStrip: {},
        inverseStrip: {},
        closeStrip: {},
        loc: locInfo
      };
    }
    function prepareBlock(openBlock, program, inverseAndProgram, close, inverted, locInfo) {
      if (close && close.path) {
        validateClose(openBlock, close);
      }
      var decorator = /\*/.test(openBlock.open);
      program.blockParams = openBlock.blockParams;
      var inverse = void 0, inverseStrip = void 0;
      if (inverseAndProgram) {
        if (decorator) {
          throw new _exception2["default"]("Unexpected inverse block on decorator", inverseAndProgram);
        }
        if (inverseAndProgram.chain) {
          inverseAndProgram.program.body[0].closeStrip = close.strip;
        }
        inverseStrip = inverseAndProgram.strip;
        inverse = inverseAndProgram.program;
      }
      if (inverted) {
        inverted = inverse;
        inverse = program;
        program = inverted;
      }
      return {
        type: decorator ? "DecoratorBlock" : "BlockStatement",
        path: openBlock.path,
        params: openBlock.params,
        hash: openBlock.hash,
        program,
        inverse,
        openStrip: openBlock.strip,
        inverseStrip,
        closeStrip: close && close.strip,
        loc: this.locInfo(locInfo)
      };
    }
    function prepareProgram(statements, loc) {
      if (!loc && statements.length) {
        var firstLoc = statements[0].loc, lastLoc = statements[statements.length - 1].loc;
        if (firstLoc && lastLoc) {
          loc = {
            source: firstLoc.source,
            start: {
              line: firstLoc.start.line,
              column: firstLoc.start.column
            },
            end: {
              line: lastLoc.end.line,
              column: lastLoc.end.column
            }
          };
        }
      }
      return {
        type: "Program",
        body: statements,
        strip: {},
        loc
      };
    }
    function preparePartialBlock(open, program, close, locInfo) {
      validateClose(open, close);
      return {
        type: "PartialBlockStatement",
        name: open.path,
        params: open.params,
        hash: open.hash,
        program,
        openStrip: open.strip,
        closeStrip: close && close.strip,
        loc: this.locInfo(locInfo)
      };
    }
  }
});

// node_modules/handlebars/dist/cjs/handlebars/compiler/base.js
var require_base2 = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/compiler/base.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.parseWithoutProcessing = parseWithoutProcessing;
    exports.parse = parse;
    function _interopRequireWildcard(obj) {
      if (obj && obj.__esModule) {
        return obj;
      } else {
        var newObj = {};
        if (obj != null) {
          for (var key4 in obj) {
            if (Object.prototype.hasOwnProperty.call(obj, key4)) newObj[key4] = obj[key4];
          }
        }
        newObj["default"] = obj;
        return newObj;
      }
    }
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _parser = require_parser();
    var _parser2 = _interopRequireDefault(_parser);
    var _whitespaceControl = require_whitespace_control();
    var _whitespaceControl2 = _interopRequireDefault(_whitespaceControl);
    var _helpers = require_helpers2();
    var Helpers = _interopRequireWildcard(_helpers);
    var _utils = require_utils();
    exports.parser = _parser2["default"];
    var yy = {};
    _utils.extend(yy, Helpers);
    function parseWithoutProcessing(input, options) {
      if (input.type === "Program") {
        return input;
      }
      _parser2["default"].yy = yy;
      yy.locInfo = function(locInfo) {
        return new yy.SourceLocation(options && options.srcName, locInfo);
      };
      var ast = _parser2["default"].parse(input);
      return ast;
    }
    function parse(input, options) {
      var ast = parseWithoutProcessing(input, options);
      var strip = new _whitespaceControl2["default"](options);
      return strip.accept(ast);
    }
  }
});

// node_modules/handlebars/dist/cjs/handlebars/compiler/compiler.js
var require_compiler = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/compiler/compiler.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.Compiler = Compiler;
    exports.precompile = precompile;
    exports.compile = compile;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _exception = require_exception();
    var _exception2 = _interopRequireDefault(_exception);
    var _utils = require_utils();
    var _ast = require_ast();
    var _ast2 = _interopRequireDefault(_ast);
    var _nodeTypes = require_node_types();
    var slice = [].slice;
    function Compiler() {
    }
    Compiler.prototype = {
      compiler: Compiler,
      equals: function equals(other) {
        var len = this.opcodes.length;
        if (other.opcodes.length !== len) {
          return false;
        }
        for (var i = 0; i < len; i++) {
          var opcode = this.opcodes[i], otherOpcode = other.opcodes[i];
          if (opcode.opcode !== otherOpcode.opcode || !argEquals(opcode.args, otherOpcode.args)) {
            return false;
          }
        }
        len = this.children.length;
        for (var i = 0; i < len; i++) {
          if (!this.children[i].equals(other.children[i])) {
            return false;
          }
        }
        return true;
      },
      guid: 0,
      compile: function compile2(program, options) {
        this.sourceNode = [];
        this.opcodes = [];
        this.children = [];
        this.options = options;
        this.stringParams = options.stringParams;
        this.trackIds = options.trackIds;
        options.blockParams = options.blockParams || [];
        options.knownHelpers = _utils.extend(/* @__PURE__ */ Object.create(null), {
          helperMissing: true,
          blockHelperMissing: true,
          each: true,
          "if": true,
          unless: true,
          "with": true,
          log: true,
          lookup: true
        }, options.knownHelpers);
        return this.accept(program);
      },
      compileProgram: function compileProgram2(program) {
        var childCompiler = new this.compiler(), result = childCompiler.compile(program, this.options), guid = this.guid++;
        this.usePartial = this.usePartial || result.usePartial;
        this.children[guid] = result;
        this.useDepths = this.useDepths || result.useDepths;
        return guid;
      },
      accept: function accept(node) {
        if (_utils.indexOf(_nodeTypes.NODE_TYPES, node.type) === -1 || !this[node.type]) {
          throw new _exception2["default"]("Unknown type: " + node.type, node);
        }
        this.sourceNode.unshift(node);
        var ret = this[node.type](node);
        this.sourceNode.shift();
        return ret;
      },
      Program: function Program(program) {
        validateBlockParams(program);
        this.options.blockParams.unshift(program.blockParams);
        var body = program.body, bodyLength = body.length;
        for (var i = 0; i < bodyLength; i++) {
          this.accept(body[i]);
        }
        this.options.blockParams.shift();
        this.isSimple = bodyLength === 1;
        this.blockParams = program.blockParams ? program.blockParams.length : 0;
        return this;
      },
      BlockStatement: function BlockStatement(block) {
        transformLiteralToPath(block);
        var program = block.program, inverse = block.inverse;
        program = program && this.compileProgram(program);
        inverse = inverse && this.compileProgram(inverse);
        var type = this.classifySexpr(block);
        if (type === "helper") {
          this.helperSexpr(block, program, inverse);
        } else if (type === "simple") {
          this.simpleSexpr(block);
          this.opcode("pushProgram", program);
          this.opcode("pushProgram", inverse);
          this.opcode("emptyHash");
          this.opcode("blockValue", block.path.original);
        } else {
          this.ambiguousSexpr(block, program, inverse);
          this.opcode("pushProgram", program);
          this.opcode("pushProgram", inverse);
          this.opcode("emptyHash");
          this.opcode("ambiguousBlockValue");
        }
        this.opcode("append");
      },
      DecoratorBlock: function DecoratorBlock(decorator) {
        var program = decorator.program && this.compileProgram(decorator.program);
        var params = this.setupFullMustacheParams(decorator, program, void 0), path3 = decorator.path;
        this.useDecorators = true;
        this.opcode("registerDecorator", params.length, path3.original);
      },
      PartialStatement: function PartialStatement(partial) {
        this.usePartial = true;
        var program = partial.program;
        if (program) {
          program = this.compileProgram(partial.program);
        }
        var params = partial.params;
        if (params.length > 1) {
          throw new _exception2["default"]("Unsupported number of partial arguments: " + params.length, partial);
        } else if (!params.length) {
          if (this.options.explicitPartialContext) {
            this.opcode("pushLiteral", "undefined");
          } else {
            params.push({ type: "PathExpression", parts: [], depth: 0 });
          }
        }
        var partialName = partial.name.original, isDynamic = partial.name.type === "SubExpression";
        if (isDynamic) {
          this.accept(partial.name);
        }
        this.setupFullMustacheParams(partial, program, void 0, true);
        var indent = partial.indent || "";
        if (this.options.preventIndent && indent) {
          this.opcode("appendContent", indent);
          indent = "";
        }
        this.opcode("invokePartial", isDynamic, partialName, indent);
        this.opcode("append");
      },
      PartialBlockStatement: function PartialBlockStatement(partialBlock) {
        this.PartialStatement(partialBlock);
      },
      MustacheStatement: function MustacheStatement(mustache) {
        this.SubExpression(mustache);
        if (mustache.escaped && !this.options.noEscape) {
          this.opcode("appendEscaped");
        } else {
          this.opcode("append");
        }
      },
      Decorator: function Decorator(decorator) {
        this.DecoratorBlock(decorator);
      },
      ContentStatement: function ContentStatement(content) {
        if (content.value != null && typeof content.value !== "string") {
          throw invalidAst(content, "value must be a string");
        }
        if (content.value) {
          this.opcode("appendContent", content.value);
        }
      },
      CommentStatement: function CommentStatement() {
      },
      SubExpression: function SubExpression(sexpr) {
        transformLiteralToPath(sexpr);
        var type = this.classifySexpr(sexpr);
        if (type === "simple") {
          this.simpleSexpr(sexpr);
        } else if (type === "helper") {
          this.helperSexpr(sexpr);
        } else {
          this.ambiguousSexpr(sexpr);
        }
      },
      ambiguousSexpr: function ambiguousSexpr(sexpr, program, inverse) {
        var path3 = sexpr.path, name = path3.parts[0], isBlock = program != null || inverse != null;
        this.opcode("getContext", validateDepth(path3));
        this.opcode("pushProgram", program);
        this.opcode("pushProgram", inverse);
        path3.strict = true;
        this.accept(path3);
        this.opcode("invokeAmbiguous", name, isBlock);
      },
      simpleSexpr: function simpleSexpr(sexpr) {
        var path3 = sexpr.path;
        path3.strict = true;
        this.accept(path3);
        this.opcode("resolvePossibleLambda");
      },
      helperSexpr: function helperSexpr(sexpr, program, inverse) {
        var params = this.setupFullMustacheParams(sexpr, program, inverse), path3 = sexpr.path, name = path3.parts[0];
        if (this.options.knownHelpers[name]) {
          this.opcode("invokeKnownHelper", params.length, name);
        } else if (this.options.knownHelpersOnly) {
          throw new _exception2["default"]("You specified knownHelpersOnly, but used the unknown helper " + name, sexpr);
        } else {
          path3.strict = true;
          path3.falsy = true;
          this.accept(path3);
          this.opcode("invokeHelper", params.length, path3.original, _ast2["default"].helpers.simpleId(path3));
        }
      },
      PathExpression: function PathExpression(path3) {
        var depth = validateDepth(path3);
        var parts = validateParts(path3);
        this.addDepth(depth);
        this.opcode("getContext", depth);
        var name = parts[0], scoped = _ast2["default"].helpers.scopedId(path3), blockParamId = !depth && !scoped && this.blockParamIndex(name);
        if (blockParamId) {
          this.opcode("lookupBlockParam", blockParamId, parts);
        } else if (!name) {
          this.opcode("pushContext");
        } else if (path3.data) {
          this.options.data = true;
          this.opcode("lookupData", depth, parts, path3.strict);
        } else {
          this.opcode("lookupOnContext", parts, path3.falsy, path3.strict, scoped);
        }
      },
      StringLiteral: function StringLiteral(string) {
        validateLiteral(string);
        this.opcode("pushString", string.value);
      },
      NumberLiteral: function NumberLiteral(number) {
        validateLiteral(number);
        this.opcode("pushLiteral", number.value);
      },
      BooleanLiteral: function BooleanLiteral(bool) {
        validateLiteral(bool);
        this.opcode("pushLiteral", bool.value);
      },
      UndefinedLiteral: function UndefinedLiteral() {
        this.opcode("pushLiteral", "undefined");
      },
      NullLiteral: function NullLiteral() {
        this.opcode("pushLiteral", "null");
      },
      Hash: function Hash(hash) {
        var pairs = hash.pairs, i = 0, l = void 0;
        if (!_utils.isArray(pairs)) {
          throw invalidAst(hash, "pairs must be an array");
        }
        l = pairs.length;
        for (var j = 0; j < l; j++) {
          if (!pairs[j] || typeof pairs[j].key !== "string") {
            throw invalidAst(hash, "pair keys must be strings");
          }
        }
        this.opcode("pushHash");
        for (; i < l; i++) {
          this.pushParam(pairs[i].value);
        }
        while (i--) {
          this.opcode("assignToHash", pairs[i].key);
        }
        this.opcode("popHash");
      },
      // HELPERS
      opcode: function opcode(name) {
        this.opcodes.push({
          opcode: name,
          args: slice.call(arguments, 1),
          loc: this.sourceNode[0].loc
        });
      },
      addDepth: function addDepth(depth) {
        if (!depth) {
          return;
        }
        this.useDepths = true;
      },
      classifySexpr: function classifySexpr(sexpr) {
        validateParts(sexpr.path);
        var isSimple = _ast2["default"].helpers.simpleId(sexpr.path);
        var isBlockParam = isSimple && !!this.blockParamIndex(sexpr.path.parts[0]);
        var isHelper = !isBlockParam && _ast2["default"].helpers.helperExpression(sexpr);
        var isEligible = !isBlockParam && (isHelper || isSimple);
        if (isEligible && !isHelper) {
          var _name = sexpr.path.parts[0], options = this.options;
          if (options.knownHelpers[_name]) {
            isHelper = true;
          } else if (options.knownHelpersOnly) {
            isEligible = false;
          }
        }
        if (isHelper) {
          return "helper";
        } else if (isEligible) {
          return "ambiguous";
        } else {
          return "simple";
        }
      },
      pushParams: function pushParams(params) {
        for (var i = 0, l = params.length; i < l; i++) {
          this.pushParam(params[i]);
        }
      },
      pushParam: function pushParam(val) {
        validateLiteral(val);
        var value = val.value != null ? val.value : val.original || "";
        var depth = validateDepth(val);
        if (this.stringParams) {
          if (typeof value !== "number" && typeof value !== "boolean") {
            value = String(value);
          }
          if (value.replace) {
            value = value.replace(/^(\.?\.\/)*/g, "").replace(/\//g, ".");
          }
          if (depth) {
            this.addDepth(depth);
          }
          this.opcode("getContext", depth);
          this.opcode("pushStringParam", value, val.type);
          if (val.type === "SubExpression") {
            this.accept(val);
          }
        } else {
          if (this.trackIds) {
            var blockParamIndex = void 0;
            if (val.parts && !_ast2["default"].helpers.scopedId(val) && !depth) {
              blockParamIndex = this.blockParamIndex(validateParts(val)[0]);
            }
            if (blockParamIndex) {
              var blockParamChild = val.parts.slice(1).join(".");
              this.opcode("pushId", "BlockParam", blockParamIndex, blockParamChild);
            } else {
              value = val.original || value;
              if (value.replace) {
                value = value.replace(/^this(?:\.|$)/, "").replace(/^\.\//, "").replace(/^\.$/, "");
              }
              this.opcode("pushId", val.type, value);
            }
          }
          this.accept(val);
        }
      },
      setupFullMustacheParams: function setupFullMustacheParams(sexpr, program, inverse, omitEmpty) {
        var params = sexpr.params;
        this.pushParams(params);
        this.opcode("pushProgram", program);
        this.opcode("pushProgram", inverse);
        if (sexpr.hash) {
          this.accept(sexpr.hash);
        } else {
          this.opcode("emptyHash", omitEmpty);
        }
        return params;
      },
      blockParamIndex: function blockParamIndex(name) {
        for (var depth = 0, len = this.options.blockParams.length; depth < len; depth++) {
          var blockParams = this.options.blockParams[depth], param = blockParams && _utils.indexOf(blockParams, name);
          if (blockParams && param >= 0) {
            return [depth, param];
          }
        }
      }
    };
    function precompile(input, options, env) {
      if (input == null || typeof input !== "string" && input.type !== "Program") {
        throw new _exception2["default"]("You must pass a string or Handlebars AST to Handlebars.precompile. You passed " + input);
      }
      options = options || {};
      if (!("data" in options)) {
        options.data = true;
      }
      if (options.compat) {
        options.useDepths = true;
      }
      var ast = env.parse(input, options), environment = new env.Compiler().compile(ast, options);
      return new env.JavaScriptCompiler().compile(environment, options);
    }
    function compile(input, options, env) {
      if (options === void 0) options = {};
      if (input == null || typeof input !== "string" && input.type !== "Program") {
        throw new _exception2["default"]("You must pass a string or Handlebars AST to Handlebars.compile. You passed " + input);
      }
      options = _utils.extend({}, options);
      if (!("data" in options)) {
        options.data = true;
      }
      if (options.compat) {
        options.useDepths = true;
      }
      var compiled = void 0;
      function compileInput() {
        var ast = env.parse(input, options), environment = new env.Compiler().compile(ast, options), templateSpec = new env.JavaScriptCompiler().compile(environment, options, void 0, true);
        return env.template(templateSpec);
      }
      function ret(context, execOptions) {
        if (!compiled) {
          compiled = compileInput();
        }
        return compiled.call(this, context, execOptions);
      }
      ret._setup = function(setupOptions) {
        if (!compiled) {
          compiled = compileInput();
        }
        return compiled._setup(setupOptions);
      };
      ret._child = function(i, data, blockParams, depths) {
        if (!compiled) {
          compiled = compileInput();
        }
        return compiled._child(i, data, blockParams, depths);
      };
      return ret;
    }
    function invalidAst(node, message) {
      return new _exception2["default"]("Invalid AST: " + node.type + " " + message, node);
    }
    function validateDepth(node) {
      var depth = node.depth;
      if (depth == null) {
        return 0;
      }
      if (typeof depth !== "number" || !isFinite(depth) || Math.floor(depth) !== depth || depth < 0) {
        throw invalidAst(node, "depth must be a non-negative integer");
      }
      return depth;
    }
    function validateLiteral(node) {
      var value = node.value;
      if (node.type === "StringLiteral" && typeof value !== "string") {
        throw invalidAst(node, "value must be a string");
      } else if (node.type === "NumberLiteral" && typeof value !== "number") {
        throw invalidAst(node, "value must be a number");
      } else if (node.type === "BooleanLiteral" && typeof value !== "boolean") {
        throw invalidAst(node, "value must be a boolean");
      }
    }
    function validateStringArray(node, value, name) {
      if (!_utils.isArray(value)) {
        throw invalidAst(node, name + " must be an array");
      }
      for (var i = 0; i < value.length; i++) {
        if (typeof value[i] !== "string") {
          throw invalidAst(node, name + " must only contain strings");
        }
      }
      return value;
    }
    function validateParts(path3) {
      return validateStringArray(path3, path3.parts, "parts");
    }
    function validateBlockParams(program) {
      if (program.blockParams != null) {
        validateStringArray(program, program.blockParams, "blockParams");
      }
    }
    function argEquals(a, b) {
      if (a === b) {
        return true;
      }
      if (_utils.isArray(a) && _utils.isArray(b) && a.length === b.length) {
        for (var i = 0; i < a.length; i++) {
          if (!argEquals(a[i], b[i])) {
            return false;
          }
        }
        return true;
      }
    }
    function transformLiteralToPath(sexpr) {
      if (!sexpr.path.parts) {
        var literal = sexpr.path;
        sexpr.path = {
          type: "PathExpression",
          data: false,
          depth: 0,
          parts: [literal.original + ""],
          original: literal.original + "",
          loc: literal.loc
        };
      }
    }
  }
});

// node_modules/source-map/lib/base64.js
var require_base64 = __commonJS({
  "node_modules/source-map/lib/base64.js"(exports) {
    var intToCharMap = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split("");
    exports.encode = function(number) {
      if (0 <= number && number < intToCharMap.length) {
        return intToCharMap[number];
      }
      throw new TypeError("Must be between 0 and 63: " + number);
    };
    exports.decode = function(charCode) {
      var bigA = 65;
      var bigZ = 90;
      var littleA = 97;
      var littleZ = 122;
      var zero = 48;
      var nine = 57;
      var plus = 43;
      var slash = 47;
      var littleOffset = 26;
      var numberOffset = 52;
      if (bigA <= charCode && charCode <= bigZ) {
        return charCode - bigA;
      }
      if (littleA <= charCode && charCode <= littleZ) {
        return charCode - littleA + littleOffset;
      }
      if (zero <= charCode && charCode <= nine) {
        return charCode - zero + numberOffset;
      }
      if (charCode == plus) {
        return 62;
      }
      if (charCode == slash) {
        return 63;
      }
      return -1;
    };
  }
});

// node_modules/source-map/lib/base64-vlq.js
var require_base64_vlq = __commonJS({
  "node_modules/source-map/lib/base64-vlq.js"(exports) {
    var base64 = require_base64();
    var VLQ_BASE_SHIFT = 5;
    var VLQ_BASE = 1 << VLQ_BASE_SHIFT;
    var VLQ_BASE_MASK = VLQ_BASE - 1;
    var VLQ_CONTINUATION_BIT = VLQ_BASE;
    function toVLQSigned(aValue) {
      return aValue < 0 ? (-aValue << 1) + 1 : (aValue << 1) + 0;
    }
    function fromVLQSigned(aValue) {
      var isNegative = (aValue & 1) === 1;
      var shifted = aValue >> 1;
      return isNegative ? -shifted : shifted;
    }
    exports.encode = function base64VLQ_encode(aValue) {
      var encoded = "";
      var digit;
      var vlq = toVLQSigned(aValue);
      do {
        digit = vlq & VLQ_BASE_MASK;
        vlq >>>= VLQ_BASE_SHIFT;
        if (vlq > 0) {
          digit |= VLQ_CONTINUATION_BIT;
        }
        encoded += base64.encode(digit);
      } while (vlq > 0);
      return encoded;
    };
    exports.decode = function base64VLQ_decode(aStr, aIndex, aOutParam) {
      var strLen = aStr.length;
      var result = 0;
      var shift = 0;
      var continuation, digit;
      do {
        if (aIndex >= strLen) {
          throw new Error("Expected more digits in base 64 VLQ value.");
        }
        digit = base64.decode(aStr.charCodeAt(aIndex++));
        if (digit === -1) {
          throw new Error("Invalid base64 digit: " + aStr.charAt(aIndex - 1));
        }
        continuation = !!(digit & VLQ_CONTINUATION_BIT);
        digit &= VLQ_BASE_MASK;
        result = result + (digit << shift);
        shift += VLQ_BASE_SHIFT;
      } while (continuation);
      aOutParam.value = fromVLQSigned(result);
      aOutParam.rest = aIndex;
    };
  }
});

// node_modules/source-map/lib/util.js
var require_util = __commonJS({
  "node_modules/source-map/lib/util.js"(exports) {
    function getArg(aArgs, aName, aDefaultValue) {
      if (aName in aArgs) {
        return aArgs[aName];
      } else if (arguments.length === 3) {
        return aDefaultValue;
      } else {
        throw new Error('"' + aName + '" is a required argument.');
      }
    }
    exports.getArg = getArg;
    var urlRegexp = /^(?:([\w+\-.]+):)?\/\/(?:(\w+:\w+)@)?([\w.-]*)(?::(\d+))?(.*)$/;
    var dataUrlRegexp = /^data:.+\,.+$/;
    function urlParse(aUrl) {
      var match = aUrl.match(urlRegexp);
      if (!match) {
        return null;
      }
      return {
        scheme: match[1],
        auth: match[2],
        host: match[3],
        port: match[4],
        path: match[5]
      };
    }
    exports.urlParse = urlParse;
    function urlGenerate(aParsedUrl) {
      var url = "";
      if (aParsedUrl.scheme) {
        url += aParsedUrl.scheme + ":";
      }
      url += "//";
      if (aParsedUrl.auth) {
        url += aParsedUrl.auth + "@";
      }
      if (aParsedUrl.host) {
        url += aParsedUrl.host;
      }
      if (aParsedUrl.port) {
        url += ":" + aParsedUrl.port;
      }
      if (aParsedUrl.path) {
        url += aParsedUrl.path;
      }
      return url;
    }
    exports.urlGenerate = urlGenerate;
    function normalize(aPath) {
      var path3 = aPath;
      var url = urlParse(aPath);
      if (url) {
        if (!url.path) {
          return aPath;
        }
        path3 = url.path;
      }
      var isAbsolute = exports.isAbsolute(path3);
      var parts = path3.split(/\/+/);
      for (var part, up = 0, i = parts.length - 1; i >= 0; i--) {
        part = parts[i];
        if (part === ".") {
          parts.splice(i, 1);
        } else if (part === "..") {
          up++;
        } else if (up > 0) {
          if (part === "") {
            parts.splice(i + 1, up);
            up = 0;
          } else {
            parts.splice(i, 2);
            up--;
          }
        }
      }
      path3 = parts.join("/");
      if (path3 === "") {
        path3 = isAbsolute ? "/" : ".";
      }
      if (url) {
        url.path = path3;
        return urlGenerate(url);
      }
      return path3;
    }
    exports.normalize = normalize;
    function join3(aRoot, aPath) {
      if (aRoot === "") {
        aRoot = ".";
      }
      if (aPath === "") {
        aPath = ".";
      }
      var aPathUrl = urlParse(aPath);
      var aRootUrl = urlParse(aRoot);
      if (aRootUrl) {
        aRoot = aRootUrl.path || "/";
      }
      if (aPathUrl && !aPathUrl.scheme) {
        if (aRootUrl) {
          aPathUrl.scheme = aRootUrl.scheme;
        }
        return urlGenerate(aPathUrl);
      }
      if (aPathUrl || aPath.match(dataUrlRegexp)) {
        return aPath;
      }
      if (aRootUrl && !aRootUrl.host && !aRootUrl.path) {
        aRootUrl.host = aPath;
        return urlGenerate(aRootUrl);
      }
      var joined = aPath.charAt(0) === "/" ? aPath : normalize(aRoot.replace(/\/+$/, "") + "/" + aPath);
      if (aRootUrl) {
        aRootUrl.path = joined;
        return urlGenerate(aRootUrl);
      }
      return joined;
    }
    exports.join = join3;
    exports.isAbsolute = function(aPath) {
      return aPath.charAt(0) === "/" || urlRegexp.test(aPath);
    };
    function relative(aRoot, aPath) {
      if (aRoot === "") {
        aRoot = ".";
      }
      aRoot = aRoot.replace(/\/$/, "");
      var level = 0;
      while (aPath.indexOf(aRoot + "/") !== 0) {
        var index = aRoot.lastIndexOf("/");
        if (index < 0) {
          return aPath;
        }
        aRoot = aRoot.slice(0, index);
        if (aRoot.match(/^([^\/]+:\/)?\/*$/)) {
          return aPath;
        }
        ++level;
      }
      return Array(level + 1).join("../") + aPath.substr(aRoot.length + 1);
    }
    exports.relative = relative;
    var supportsNullProto = (function() {
      var obj = /* @__PURE__ */ Object.create(null);
      return !("__proto__" in obj);
    })();
    function identity(s) {
      return s;
    }
    function toSetString(aStr) {
      if (isProtoString(aStr)) {
        return "$" + aStr;
      }
      return aStr;
    }
    exports.toSetString = supportsNullProto ? identity : toSetString;
    function fromSetString(aStr) {
      if (isProtoString(aStr)) {
        return aStr.slice(1);
      }
      return aStr;
    }
    exports.fromSetString = supportsNullProto ? identity : fromSetString;
    function isProtoString(s) {
      if (!s) {
        return false;
      }
      var length = s.length;
      if (length < 9) {
        return false;
      }
      if (s.charCodeAt(length - 1) !== 95 || s.charCodeAt(length - 2) !== 95 || s.charCodeAt(length - 3) !== 111 || s.charCodeAt(length - 4) !== 116 || s.charCodeAt(length - 5) !== 111 || s.charCodeAt(length - 6) !== 114 || s.charCodeAt(length - 7) !== 112 || s.charCodeAt(length - 8) !== 95 || s.charCodeAt(length - 9) !== 95) {
        return false;
      }
      for (var i = length - 10; i >= 0; i--) {
        if (s.charCodeAt(i) !== 36) {
          return false;
        }
      }
      return true;
    }
    function compareByOriginalPositions(mappingA, mappingB, onlyCompareOriginal) {
      var cmp = strcmp(mappingA.source, mappingB.source);
      if (cmp !== 0) {
        return cmp;
      }
      cmp = mappingA.originalLine - mappingB.originalLine;
      if (cmp !== 0) {
        return cmp;
      }
      cmp = mappingA.originalColumn - mappingB.originalColumn;
      if (cmp !== 0 || onlyCompareOriginal) {
        return cmp;
      }
      cmp = mappingA.generatedColumn - mappingB.generatedColumn;
      if (cmp !== 0) {
        return cmp;
      }
      cmp = mappingA.generatedLine - mappingB.generatedLine;
      if (cmp !== 0) {
        return cmp;
      }
      return strcmp(mappingA.name, mappingB.name);
    }
    exports.compareByOriginalPositions = compareByOriginalPositions;
    function compareByGeneratedPositionsDeflated(mappingA, mappingB, onlyCompareGenerated) {
      var cmp = mappingA.generatedLine - mappingB.generatedLine;
      if (cmp !== 0) {
        return cmp;
      }
      cmp = mappingA.generatedColumn - mappingB.generatedColumn;
      if (cmp !== 0 || onlyCompareGenerated) {
        return cmp;
      }
      cmp = strcmp(mappingA.source, mappingB.source);
      if (cmp !== 0) {
        return cmp;
      }
      cmp = mappingA.originalLine - mappingB.originalLine;
      if (cmp !== 0) {
        return cmp;
      }
      cmp = mappingA.originalColumn - mappingB.originalColumn;
      if (cmp !== 0) {
        return cmp;
      }
      return strcmp(mappingA.name, mappingB.name);
    }
    exports.compareByGeneratedPositionsDeflated = compareByGeneratedPositionsDeflated;
    function strcmp(aStr1, aStr2) {
      if (aStr1 === aStr2) {
        return 0;
      }
      if (aStr1 === null) {
        return 1;
      }
      if (aStr2 === null) {
        return -1;
      }
      if (aStr1 > aStr2) {
        return 1;
      }
      return -1;
    }
    function compareByGeneratedPositionsInflated(mappingA, mappingB) {
      var cmp = mappingA.generatedLine - mappingB.generatedLine;
      if (cmp !== 0) {
        return cmp;
      }
      cmp = mappingA.generatedColumn - mappingB.generatedColumn;
      if (cmp !== 0) {
        return cmp;
      }
      cmp = strcmp(mappingA.source, mappingB.source);
      if (cmp !== 0) {
        return cmp;
      }
      cmp = mappingA.originalLine - mappingB.originalLine;
      if (cmp !== 0) {
        return cmp;
      }
      cmp = mappingA.originalColumn - mappingB.originalColumn;
      if (cmp !== 0) {
        return cmp;
      }
      return strcmp(mappingA.name, mappingB.name);
    }
    exports.compareByGeneratedPositionsInflated = compareByGeneratedPositionsInflated;
    function parseSourceMapInput(str) {
      return JSON.parse(str.replace(/^\)]}'[^\n]*\n/, ""));
    }
    exports.parseSourceMapInput = parseSourceMapInput;
    function computeSourceURL(sourceRoot, sourceURL, sourceMapURL) {
      sourceURL = sourceURL || "";
      if (sourceRoot) {
        if (sourceRoot[sourceRoot.length - 1] !== "/" && sourceURL[0] !== "/") {
          sourceRoot += "/";
        }
        sourceURL = sourceRoot + sourceURL;
      }
      if (sourceMapURL) {
        var parsed = urlParse(sourceMapURL);
        if (!parsed) {
          throw new Error("sourceMapURL could not be parsed");
        }
        if (parsed.path) {
          var index = parsed.path.lastIndexOf("/");
          if (index >= 0) {
            parsed.path = parsed.path.substring(0, index + 1);
          }
        }
        sourceURL = join3(urlGenerate(parsed), sourceURL);
      }
      return normalize(sourceURL);
    }
    exports.computeSourceURL = computeSourceURL;
  }
});

// node_modules/source-map/lib/array-set.js
var require_array_set = __commonJS({
  "node_modules/source-map/lib/array-set.js"(exports) {
    var util = require_util();
    var has = Object.prototype.hasOwnProperty;
    var hasNativeMap = typeof Map !== "undefined";
    function ArraySet() {
      this._array = [];
      this._set = hasNativeMap ? /* @__PURE__ */ new Map() : /* @__PURE__ */ Object.create(null);
    }
    ArraySet.fromArray = function ArraySet_fromArray(aArray, aAllowDuplicates) {
      var set = new ArraySet();
      for (var i = 0, len = aArray.length; i < len; i++) {
        set.add(aArray[i], aAllowDuplicates);
      }
      return set;
    };
    ArraySet.prototype.size = function ArraySet_size() {
      return hasNativeMap ? this._set.size : Object.getOwnPropertyNames(this._set).length;
    };
    ArraySet.prototype.add = function ArraySet_add(aStr, aAllowDuplicates) {
      var sStr = hasNativeMap ? aStr : util.toSetString(aStr);
      var isDuplicate = hasNativeMap ? this.has(aStr) : has.call(this._set, sStr);
      var idx = this._array.length;
      if (!isDuplicate || aAllowDuplicates) {
        this._array.push(aStr);
      }
      if (!isDuplicate) {
        if (hasNativeMap) {
          this._set.set(aStr, idx);
        } else {
          this._set[sStr] = idx;
        }
      }
    };
    ArraySet.prototype.has = function ArraySet_has(aStr) {
      if (hasNativeMap) {
        return this._set.has(aStr);
      } else {
        var sStr = util.toSetString(aStr);
        return has.call(this._set, sStr);
      }
    };
    ArraySet.prototype.indexOf = function ArraySet_indexOf(aStr) {
      if (hasNativeMap) {
        var idx = this._set.get(aStr);
        if (idx >= 0) {
          return idx;
        }
      } else {
        var sStr = util.toSetString(aStr);
        if (has.call(this._set, sStr)) {
          return this._set[sStr];
        }
      }
      throw new Error('"' + aStr + '" is not in the set.');
    };
    ArraySet.prototype.at = function ArraySet_at(aIdx) {
      if (aIdx >= 0 && aIdx < this._array.length) {
        return this._array[aIdx];
      }
      throw new Error("No element indexed by " + aIdx);
    };
    ArraySet.prototype.toArray = function ArraySet_toArray() {
      return this._array.slice();
    };
    exports.ArraySet = ArraySet;
  }
});

// node_modules/source-map/lib/mapping-list.js
var require_mapping_list = __commonJS({
  "node_modules/source-map/lib/mapping-list.js"(exports) {
    var util = require_util();
    function generatedPositionAfter(mappingA, mappingB) {
      var lineA = mappingA.generatedLine;
      var lineB = mappingB.generatedLine;
      var columnA = mappingA.generatedColumn;
      var columnB = mappingB.generatedColumn;
      return lineB > lineA || lineB == lineA && columnB >= columnA || util.compareByGeneratedPositionsInflated(mappingA, mappingB) <= 0;
    }
    function MappingList() {
      this._array = [];
      this._sorted = true;
      this._last = { generatedLine: -1, generatedColumn: 0 };
    }
    MappingList.prototype.unsortedForEach = function MappingList_forEach(aCallback, aThisArg) {
      this._array.forEach(aCallback, aThisArg);
    };
    MappingList.prototype.add = function MappingList_add(aMapping) {
      if (generatedPositionAfter(this._last, aMapping)) {
        this._last = aMapping;
        this._array.push(aMapping);
      } else {
        this._sorted = false;
        this._array.push(aMapping);
      }
    };
    MappingList.prototype.toArray = function MappingList_toArray() {
      if (!this._sorted) {
        this._array.sort(util.compareByGeneratedPositionsInflated);
        this._sorted = true;
      }
      return this._array;
    };
    exports.MappingList = MappingList;
  }
});

// node_modules/source-map/lib/source-map-generator.js
var require_source_map_generator = __commonJS({
  "node_modules/source-map/lib/source-map-generator.js"(exports) {
    var base64VLQ = require_base64_vlq();
    var util = require_util();
    var ArraySet = require_array_set().ArraySet;
    var MappingList = require_mapping_list().MappingList;
    function SourceMapGenerator(aArgs) {
      if (!aArgs) {
        aArgs = {};
      }
      this._file = util.getArg(aArgs, "file", null);
      this._sourceRoot = util.getArg(aArgs, "sourceRoot", null);
      this._skipValidation = util.getArg(aArgs, "skipValidation", false);
      this._sources = new ArraySet();
      this._names = new ArraySet();
      this._mappings = new MappingList();
      this._sourcesContents = null;
    }
    SourceMapGenerator.prototype._version = 3;
    SourceMapGenerator.fromSourceMap = function SourceMapGenerator_fromSourceMap(aSourceMapConsumer) {
      var sourceRoot = aSourceMapConsumer.sourceRoot;
      var generator = new SourceMapGenerator({
        file: aSourceMapConsumer.file,
        sourceRoot
      });
      aSourceMapConsumer.eachMapping(function(mapping) {
        var newMapping = {
          generated: {
            line: mapping.generatedLine,
            column: mapping.generatedColumn
          }
        };
        if (mapping.source != null) {
          newMapping.source = mapping.source;
          if (sourceRoot != null) {
            newMapping.source = util.relative(sourceRoot, newMapping.source);
          }
          newMapping.original = {
            line: mapping.originalLine,
            column: mapping.originalColumn
          };
          if (mapping.name != null) {
            newMapping.name = mapping.name;
          }
        }
        generator.addMapping(newMapping);
      });
      aSourceMapConsumer.sources.forEach(function(sourceFile) {
        var sourceRelative = sourceFile;
        if (sourceRoot !== null) {
          sourceRelative = util.relative(sourceRoot, sourceFile);
        }
        if (!generator._sources.has(sourceRelative)) {
          generator._sources.add(sourceRelative);
        }
        var content = aSourceMapConsumer.sourceContentFor(sourceFile);
        if (content != null) {
          generator.setSourceContent(sourceFile, content);
        }
      });
      return generator;
    };
    SourceMapGenerator.prototype.addMapping = function SourceMapGenerator_addMapping(aArgs) {
      var generated = util.getArg(aArgs, "generated");
      var original = util.getArg(aArgs, "original", null);
      var source = util.getArg(aArgs, "source", null);
      var name = util.getArg(aArgs, "name", null);
      if (!this._skipValidation) {
        this._validateMapping(generated, original, source, name);
      }
      if (source != null) {
        source = String(source);
        if (!this._sources.has(source)) {
          this._sources.add(source);
        }
      }
      if (name != null) {
        name = String(name);
        if (!this._names.has(name)) {
          this._names.add(name);
        }
      }
      this._mappings.add({
        generatedLine: generated.line,
        generatedColumn: generated.column,
        originalLine: original != null && original.line,
        originalColumn: original != null && original.column,
        source,
        name
      });
    };
    SourceMapGenerator.prototype.setSourceContent = function SourceMapGenerator_setSourceContent(aSourceFile, aSourceContent) {
      var source = aSourceFile;
      if (this._sourceRoot != null) {
        source = util.relative(this._sourceRoot, source);
      }
      if (aSourceContent != null) {
        if (!this._sourcesContents) {
          this._sourcesContents = /* @__PURE__ */ Object.create(null);
        }
        this._sourcesContents[util.toSetString(source)] = aSourceContent;
      } else if (this._sourcesContents) {
        delete this._sourcesContents[util.toSetString(source)];
        if (Object.keys(this._sourcesContents).length === 0) {
          this._sourcesContents = null;
        }
      }
    };
    SourceMapGenerator.prototype.applySourceMap = function SourceMapGenerator_applySourceMap(aSourceMapConsumer, aSourceFile, aSourceMapPath) {
      var sourceFile = aSourceFile;
      if (aSourceFile == null) {
        if (aSourceMapConsumer.file == null) {
          throw new Error(
            `SourceMapGenerator.prototype.applySourceMap requires either an explicit source file, or the source map's "file" property. Both were omitted.`
          );
        }
        sourceFile = aSourceMapConsumer.file;
      }
      var sourceRoot = this._sourceRoot;
      if (sourceRoot != null) {
        sourceFile = util.relative(sourceRoot, sourceFile);
      }
      var newSources = new ArraySet();
      var newNames = new ArraySet();
      this._mappings.unsortedForEach(function(mapping) {
        if (mapping.source === sourceFile && mapping.originalLine != null) {
          var original = aSourceMapConsumer.originalPositionFor({
            line: mapping.originalLine,
            column: mapping.originalColumn
          });
          if (original.source != null) {
            mapping.source = original.source;
            if (aSourceMapPath != null) {
              mapping.source = util.join(aSourceMapPath, mapping.source);
            }
            if (sourceRoot != null) {
              mapping.source = util.relative(sourceRoot, mapping.source);
            }
            mapping.originalLine = original.line;
            mapping.originalColumn = original.column;
            if (original.name != null) {
              mapping.name = original.name;
            }
          }
        }
        var source = mapping.source;
        if (source != null && !newSources.has(source)) {
          newSources.add(source);
        }
        var name = mapping.name;
        if (name != null && !newNames.has(name)) {
          newNames.add(name);
        }
      }, this);
      this._sources = newSources;
      this._names = newNames;
      aSourceMapConsumer.sources.forEach(function(sourceFile2) {
        var content = aSourceMapConsumer.sourceContentFor(sourceFile2);
        if (content != null) {
          if (aSourceMapPath != null) {
            sourceFile2 = util.join(aSourceMapPath, sourceFile2);
          }
          if (sourceRoot != null) {
            sourceFile2 = util.relative(sourceRoot, sourceFile2);
          }
          this.setSourceContent(sourceFile2, content);
        }
      }, this);
    };
    SourceMapGenerator.prototype._validateMapping = function SourceMapGenerator_validateMapping(aGenerated, aOriginal, aSource, aName) {
      if (aOriginal && typeof aOriginal.line !== "number" && typeof aOriginal.column !== "number") {
        throw new Error(
          "original.line and original.column are not numbers -- you probably meant to omit the original mapping entirely and only map the generated position. If so, pass null for the original mapping instead of an object with empty or null values."
        );
      }
      if (aGenerated && "line" in aGenerated && "column" in aGenerated && aGenerated.line > 0 && aGenerated.column >= 0 && !aOriginal && !aSource && !aName) {
        return;
      } else if (aGenerated && "line" in aGenerated && "column" in aGenerated && aOriginal && "line" in aOriginal && "column" in aOriginal && aGenerated.line > 0 && aGenerated.column >= 0 && aOriginal.line > 0 && aOriginal.column >= 0 && aSource) {
        return;
      } else {
        throw new Error("Invalid mapping: " + JSON.stringify({
          generated: aGenerated,
          source: aSource,
          original: aOriginal,
          name: aName
        }));
      }
    };
    SourceMapGenerator.prototype._serializeMappings = function SourceMapGenerator_serializeMappings() {
      var previousGeneratedColumn = 0;
      var previousGeneratedLine = 1;
      var previousOriginalColumn = 0;
      var previousOriginalLine = 0;
      var previousName = 0;
      var previousSource = 0;
      var result = "";
      var next;
      var mapping;
      var nameIdx;
      var sourceIdx;
      var mappings = this._mappings.toArray();
      for (var i = 0, len = mappings.length; i < len; i++) {
        mapping = mappings[i];
        next = "";
        if (mapping.generatedLine !== previousGeneratedLine) {
          previousGeneratedColumn = 0;
          while (mapping.generatedLine !== previousGeneratedLine) {
            next += ";";
            previousGeneratedLine++;
          }
        } else {
          if (i > 0) {
            if (!util.compareByGeneratedPositionsInflated(mapping, mappings[i - 1])) {
              continue;
            }
            next += ",";
          }
        }
        next += base64VLQ.encode(mapping.generatedColumn - previousGeneratedColumn);
        previousGeneratedColumn = mapping.generatedColumn;
        if (mapping.source != null) {
          sourceIdx = this._sources.indexOf(mapping.source);
          next += base64VLQ.encode(sourceIdx - previousSource);
          previousSource = sourceIdx;
          next += base64VLQ.encode(mapping.originalLine - 1 - previousOriginalLine);
          previousOriginalLine = mapping.originalLine - 1;
          next += base64VLQ.encode(mapping.originalColumn - previousOriginalColumn);
          previousOriginalColumn = mapping.originalColumn;
          if (mapping.name != null) {
            nameIdx = this._names.indexOf(mapping.name);
            next += base64VLQ.encode(nameIdx - previousName);
            previousName = nameIdx;
          }
        }
        result += next;
      }
      return result;
    };
    SourceMapGenerator.prototype._generateSourcesContent = function SourceMapGenerator_generateSourcesContent(aSources, aSourceRoot) {
      return aSources.map(function(source) {
        if (!this._sourcesContents) {
          return null;
        }
        if (aSourceRoot != null) {
          source = util.relative(aSourceRoot, source);
        }
        var key4 = util.toSetString(source);
        return Object.prototype.hasOwnProperty.call(this._sourcesContents, key4) ? this._sourcesContents[key4] : null;
      }, this);
    };
    SourceMapGenerator.prototype.toJSON = function SourceMapGenerator_toJSON() {
      var map = {
        version: this._version,
        sources: this._sources.toArray(),
        names: this._names.toArray(),
        mappings: this._serializeMappings()
      };
      if (this._file != null) {
        map.file = this._file;
      }
      if (this._sourceRoot != null) {
        map.sourceRoot = this._sourceRoot;
      }
      if (this._sourcesContents) {
        map.sourcesContent = this._generateSourcesContent(map.sources, map.sourceRoot);
      }
      return map;
    };
    SourceMapGenerator.prototype.toString = function SourceMapGenerator_toString() {
      return JSON.stringify(this.toJSON());
    };
    exports.SourceMapGenerator = SourceMapGenerator;
  }
});

// node_modules/source-map/lib/binary-search.js
var require_binary_search = __commonJS({
  "node_modules/source-map/lib/binary-search.js"(exports) {
    exports.GREATEST_LOWER_BOUND = 1;
    exports.LEAST_UPPER_BOUND = 2;
    function recursiveSearch(aLow, aHigh, aNeedle, aHaystack, aCompare, aBias) {
      var mid = Math.floor((aHigh - aLow) / 2) + aLow;
      var cmp = aCompare(aNeedle, aHaystack[mid], true);
      if (cmp === 0) {
        return mid;
      } else if (cmp > 0) {
        if (aHigh - mid > 1) {
          return recursiveSearch(mid, aHigh, aNeedle, aHaystack, aCompare, aBias);
        }
        if (aBias == exports.LEAST_UPPER_BOUND) {
          return aHigh < aHaystack.length ? aHigh : -1;
        } else {
          return mid;
        }
      } else {
        if (mid - aLow > 1) {
          return recursiveSearch(aLow, mid, aNeedle, aHaystack, aCompare, aBias);
        }
        if (aBias == exports.LEAST_UPPER_BOUND) {
          return mid;
        } else {
          return aLow < 0 ? -1 : aLow;
        }
      }
    }
    exports.search = function search(aNeedle, aHaystack, aCompare, aBias) {
      if (aHaystack.length === 0) {
        return -1;
      }
      var index = recursiveSearch(
        -1,
        aHaystack.length,
        aNeedle,
        aHaystack,
        aCompare,
        aBias || exports.GREATEST_LOWER_BOUND
      );
      if (index < 0) {
        return -1;
      }
      while (index - 1 >= 0) {
        if (aCompare(aHaystack[index], aHaystack[index - 1], true) !== 0) {
          break;
        }
        --index;
      }
      return index;
    };
  }
});

// node_modules/source-map/lib/quick-sort.js
var require_quick_sort = __commonJS({
  "node_modules/source-map/lib/quick-sort.js"(exports) {
    function swap(ary, x, y) {
      var temp = ary[x];
      ary[x] = ary[y];
      ary[y] = temp;
    }
    function randomIntInRange(low, high) {
      return Math.round(low + Math.random() * (high - low));
    }
    function doQuickSort(ary, comparator, p, r) {
      if (p < r) {
        var pivotIndex = randomIntInRange(p, r);
        var i = p - 1;
        swap(ary, pivotIndex, r);
        var pivot = ary[r];
        for (var j = p; j < r; j++) {
          if (comparator(ary[j], pivot) <= 0) {
            i += 1;
            swap(ary, i, j);
          }
        }
        swap(ary, i + 1, j);
        var q = i + 1;
        doQuickSort(ary, comparator, p, q - 1);
        doQuickSort(ary, comparator, q + 1, r);
      }
    }
    exports.quickSort = function(ary, comparator) {
      doQuickSort(ary, comparator, 0, ary.length - 1);
    };
  }
});

// node_modules/source-map/lib/source-map-consumer.js
var require_source_map_consumer = __commonJS({
  "node_modules/source-map/lib/source-map-consumer.js"(exports) {
    var util = require_util();
    var binarySearch = require_binary_search();
    var ArraySet = require_array_set().ArraySet;
    var base64VLQ = require_base64_vlq();
    var quickSort = require_quick_sort().quickSort;
    function SourceMapConsumer(aSourceMap, aSourceMapURL) {
      var sourceMap = aSourceMap;
      if (typeof aSourceMap === "string") {
        sourceMap = util.parseSourceMapInput(aSourceMap);
      }
      return sourceMap.sections != null ? new IndexedSourceMapConsumer(sourceMap, aSourceMapURL) : new BasicSourceMapConsumer(sourceMap, aSourceMapURL);
    }
    SourceMapConsumer.fromSourceMap = function(aSourceMap, aSourceMapURL) {
      return BasicSourceMapConsumer.fromSourceMap(aSourceMap, aSourceMapURL);
    };
    SourceMapConsumer.prototype._version = 3;
    SourceMapConsumer.prototype.__generatedMappings = null;
    Object.defineProperty(SourceMapConsumer.prototype, "_generatedMappings", {
      configurable: true,
      enumerable: true,
      get: function() {
        if (!this.__generatedMappings) {
          this._parseMappings(this._mappings, this.sourceRoot);
        }
        return this.__generatedMappings;
      }
    });
    SourceMapConsumer.prototype.__originalMappings = null;
    Object.defineProperty(SourceMapConsumer.prototype, "_originalMappings", {
      configurable: true,
      enumerable: true,
      get: function() {
        if (!this.__originalMappings) {
          this._parseMappings(this._mappings, this.sourceRoot);
        }
        return this.__originalMappings;
      }
    });
    SourceMapConsumer.prototype._charIsMappingSeparator = function SourceMapConsumer_charIsMappingSeparator(aStr, index) {
      var c = aStr.charAt(index);
      return c === ";" || c === ",";
    };
    SourceMapConsumer.prototype._parseMappings = function SourceMapConsumer_parseMappings(aStr, aSourceRoot) {
      throw new Error("Subclasses must implement _parseMappings");
    };
    SourceMapConsumer.GENERATED_ORDER = 1;
    SourceMapConsumer.ORIGINAL_ORDER = 2;
    SourceMapConsumer.GREATEST_LOWER_BOUND = 1;
    SourceMapConsumer.LEAST_UPPER_BOUND = 2;
    SourceMapConsumer.prototype.eachMapping = function SourceMapConsumer_eachMapping(aCallback, aContext, aOrder) {
      var context = aContext || null;
      var order = aOrder || SourceMapConsumer.GENERATED_ORDER;
      var mappings;
      switch (order) {
        case SourceMapConsumer.GENERATED_ORDER:
          mappings = this._generatedMappings;
          break;
        case SourceMapConsumer.ORIGINAL_ORDER:
          mappings = this._originalMappings;
          break;
        default:
          throw new Error("Unknown order of iteration.");
      }
      var sourceRoot = this.sourceRoot;
      mappings.map(function(mapping) {
        var source = mapping.source === null ? null : this._sources.at(mapping.source);
        source = util.computeSourceURL(sourceRoot, source, this._sourceMapURL);
        return {
          source,
          generatedLine: mapping.generatedLine,
          generatedColumn: mapping.generatedColumn,
          originalLine: mapping.originalLine,
          originalColumn: mapping.originalColumn,
          name: mapping.name === null ? null : this._names.at(mapping.name)
        };
      }, this).forEach(aCallback, context);
    };
    SourceMapConsumer.prototype.allGeneratedPositionsFor = function SourceMapConsumer_allGeneratedPositionsFor(aArgs) {
      var line = util.getArg(aArgs, "line");
      var needle = {
        source: util.getArg(aArgs, "source"),
        originalLine: line,
        originalColumn: util.getArg(aArgs, "column", 0)
      };
      needle.source = this._findSourceIndex(needle.source);
      if (needle.source < 0) {
        return [];
      }
      var mappings = [];
      var index = this._findMapping(
        needle,
        this._originalMappings,
        "originalLine",
        "originalColumn",
        util.compareByOriginalPositions,
        binarySearch.LEAST_UPPER_BOUND
      );
      if (index >= 0) {
        var mapping = this._originalMappings[index];
        if (aArgs.column === void 0) {
          var originalLine = mapping.originalLine;
          while (mapping && mapping.originalLine === originalLine) {
            mappings.push({
              line: util.getArg(mapping, "generatedLine", null),
              column: util.getArg(mapping, "generatedColumn", null),
              lastColumn: util.getArg(mapping, "lastGeneratedColumn", null)
            });
            mapping = this._originalMappings[++index];
          }
        } else {
          var originalColumn = mapping.originalColumn;
          while (mapping && mapping.originalLine === line && mapping.originalColumn == originalColumn) {
            mappings.push({
              line: util.getArg(mapping, "generatedLine", null),
              column: util.getArg(mapping, "generatedColumn", null),
              lastColumn: util.getArg(mapping, "lastGeneratedColumn", null)
            });
            mapping = this._originalMappings[++index];
          }
        }
      }
      return mappings;
    };
    exports.SourceMapConsumer = SourceMapConsumer;
    function BasicSourceMapConsumer(aSourceMap, aSourceMapURL) {
      var sourceMap = aSourceMap;
      if (typeof aSourceMap === "string") {
        sourceMap = util.parseSourceMapInput(aSourceMap);
      }
      var version = util.getArg(sourceMap, "version");
      var sources = util.getArg(sourceMap, "sources");
      var names = util.getArg(sourceMap, "names", []);
      var sourceRoot = util.getArg(sourceMap, "sourceRoot", null);
      var sourcesContent = util.getArg(sourceMap, "sourcesContent", null);
      var mappings = util.getArg(sourceMap, "mappings");
      var file = util.getArg(sourceMap, "file", null);
      if (version != this._version) {
        throw new Error("Unsupported version: " + version);
      }
      if (sourceRoot) {
        sourceRoot = util.normalize(sourceRoot);
      }
      sources = sources.map(String).map(util.normalize).map(function(source) {
        return sourceRoot && util.isAbsolute(sourceRoot) && util.isAbsolute(source) ? util.relative(sourceRoot, source) : source;
      });
      this._names = ArraySet.fromArray(names.map(String), true);
      this._sources = ArraySet.fromArray(sources, true);
      this._absoluteSources = this._sources.toArray().map(function(s) {
        return util.computeSourceURL(sourceRoot, s, aSourceMapURL);
      });
      this.sourceRoot = sourceRoot;
      this.sourcesContent = sourcesContent;
      this._mappings = mappings;
      this._sourceMapURL = aSourceMapURL;
      this.file = file;
    }
    BasicSourceMapConsumer.prototype = Object.create(SourceMapConsumer.prototype);
    BasicSourceMapConsumer.prototype.consumer = SourceMapConsumer;
    BasicSourceMapConsumer.prototype._findSourceIndex = function(aSource) {
      var relativeSource = aSource;
      if (this.sourceRoot != null) {
        relativeSource = util.relative(this.sourceRoot, relativeSource);
      }
      if (this._sources.has(relativeSource)) {
        return this._sources.indexOf(relativeSource);
      }
      var i;
      for (i = 0; i < this._absoluteSources.length; ++i) {
        if (this._absoluteSources[i] == aSource) {
          return i;
        }
      }
      return -1;
    };
    BasicSourceMapConsumer.fromSourceMap = function SourceMapConsumer_fromSourceMap(aSourceMap, aSourceMapURL) {
      var smc = Object.create(BasicSourceMapConsumer.prototype);
      var names = smc._names = ArraySet.fromArray(aSourceMap._names.toArray(), true);
      var sources = smc._sources = ArraySet.fromArray(aSourceMap._sources.toArray(), true);
      smc.sourceRoot = aSourceMap._sourceRoot;
      smc.sourcesContent = aSourceMap._generateSourcesContent(
        smc._sources.toArray(),
        smc.sourceRoot
      );
      smc.file = aSourceMap._file;
      smc._sourceMapURL = aSourceMapURL;
      smc._absoluteSources = smc._sources.toArray().map(function(s) {
        return util.computeSourceURL(smc.sourceRoot, s, aSourceMapURL);
      });
      var generatedMappings = aSourceMap._mappings.toArray().slice();
      var destGeneratedMappings = smc.__generatedMappings = [];
      var destOriginalMappings = smc.__originalMappings = [];
      for (var i = 0, length = generatedMappings.length; i < length; i++) {
        var srcMapping = generatedMappings[i];
        var destMapping = new Mapping();
        destMapping.generatedLine = srcMapping.generatedLine;
        destMapping.generatedColumn = srcMapping.generatedColumn;
        if (srcMapping.source) {
          destMapping.source = sources.indexOf(srcMapping.source);
          destMapping.originalLine = srcMapping.originalLine;
          destMapping.originalColumn = srcMapping.originalColumn;
          if (srcMapping.name) {
            destMapping.name = names.indexOf(srcMapping.name);
          }
          destOriginalMappings.push(destMapping);
        }
        destGeneratedMappings.push(destMapping);
      }
      quickSort(smc.__originalMappings, util.compareByOriginalPositions);
      return smc;
    };
    BasicSourceMapConsumer.prototype._version = 3;
    Object.defineProperty(BasicSourceMapConsumer.prototype, "sources", {
      get: function() {
        return this._absoluteSources.slice();
      }
    });
    function Mapping() {
      this.generatedLine = 0;
      this.generatedColumn = 0;
      this.source = null;
      this.originalLine = null;
      this.originalColumn = null;
      this.name = null;
    }
    BasicSourceMapConsumer.prototype._parseMappings = function SourceMapConsumer_parseMappings(aStr, aSourceRoot) {
      var generatedLine = 1;
      var previousGeneratedColumn = 0;
      var previousOriginalLine = 0;
      var previousOriginalColumn = 0;
      var previousSource = 0;
      var previousName = 0;
      var length = aStr.length;
      var index = 0;
      var cachedSegments = {};
      var temp = {};
      var originalMappings = [];
      var generatedMappings = [];
      var mapping, str, segment, end, value;
      while (index < length) {
        if (aStr.charAt(index) === ";") {
          generatedLine++;
          index++;
          previousGeneratedColumn = 0;
        } else if (aStr.charAt(index) === ",") {
          index++;
        } else {
          mapping = new Mapping();
          mapping.generatedLine = generatedLine;
          for (end = index; end < length; end++) {
            if (this._charIsMappingSeparator(aStr, end)) {
              break;
            }
          }
          str = aStr.slice(index, end);
          segment = cachedSegments[str];
          if (segment) {
            index += str.length;
          } else {
            segment = [];
            while (index < end) {
              base64VLQ.decode(aStr, index, temp);
              value = temp.value;
              index = temp.rest;
              segment.push(value);
            }
            if (segment.length === 2) {
              throw new Error("Found a source, but no line and column");
            }
            if (segment.length === 3) {
              throw new Error("Found a source and line, but no column");
            }
            cachedSegments[str] = segment;
          }
          mapping.generatedColumn = previousGeneratedColumn + segment[0];
          previousGeneratedColumn = mapping.generatedColumn;
          if (segment.length > 1) {
            mapping.source = previousSource + segment[1];
            previousSource += segment[1];
            mapping.originalLine = previousOriginalLine + segment[2];
            previousOriginalLine = mapping.originalLine;
            mapping.originalLine += 1;
            mapping.originalColumn = previousOriginalColumn + segment[3];
            previousOriginalColumn = mapping.originalColumn;
            if (segment.length > 4) {
              mapping.name = previousName + segment[4];
              previousName += segment[4];
            }
          }
          generatedMappings.push(mapping);
          if (typeof mapping.originalLine === "number") {
            originalMappings.push(mapping);
          }
        }
      }
      quickSort(generatedMappings, util.compareByGeneratedPositionsDeflated);
      this.__generatedMappings = generatedMappings;
      quickSort(originalMappings, util.compareByOriginalPositions);
      this.__originalMappings = originalMappings;
    };
    BasicSourceMapConsumer.prototype._findMapping = function SourceMapConsumer_findMapping(aNeedle, aMappings, aLineName, aColumnName, aComparator, aBias) {
      if (aNeedle[aLineName] <= 0) {
        throw new TypeError("Line must be greater than or equal to 1, got " + aNeedle[aLineName]);
      }
      if (aNeedle[aColumnName] < 0) {
        throw new TypeError("Column must be greater than or equal to 0, got " + aNeedle[aColumnName]);
      }
      return binarySearch.search(aNeedle, aMappings, aComparator, aBias);
    };
    BasicSourceMapConsumer.prototype.computeColumnSpans = function SourceMapConsumer_computeColumnSpans() {
      for (var index = 0; index < this._generatedMappings.length; ++index) {
        var mapping = this._generatedMappings[index];
        if (index + 1 < this._generatedMappings.length) {
          var nextMapping = this._generatedMappings[index + 1];
          if (mapping.generatedLine === nextMapping.generatedLine) {
            mapping.lastGeneratedColumn = nextMapping.generatedColumn - 1;
            continue;
          }
        }
        mapping.lastGeneratedColumn = Infinity;
      }
    };
    BasicSourceMapConsumer.prototype.originalPositionFor = function SourceMapConsumer_originalPositionFor(aArgs) {
      var needle = {
        generatedLine: util.getArg(aArgs, "line"),
        generatedColumn: util.getArg(aArgs, "column")
      };
      var index = this._findMapping(
        needle,
        this._generatedMappings,
        "generatedLine",
        "generatedColumn",
        util.compareByGeneratedPositionsDeflated,
        util.getArg(aArgs, "bias", SourceMapConsumer.GREATEST_LOWER_BOUND)
      );
      if (index >= 0) {
        var mapping = this._generatedMappings[index];
        if (mapping.generatedLine === needle.generatedLine) {
          var source = util.getArg(mapping, "source", null);
          if (source !== null) {
            source = this._sources.at(source);
            source = util.computeSourceURL(this.sourceRoot, source, this._sourceMapURL);
          }
          var name = util.getArg(mapping, "name", null);
          if (name !== null) {
            name = this._names.at(name);
          }
          return {
            source,
            line: util.getArg(mapping, "originalLine", null),
            column: util.getArg(mapping, "originalColumn", null),
            name
          };
        }
      }
      return {
        source: null,
        line: null,
        column: null,
        name: null
      };
    };
    BasicSourceMapConsumer.prototype.hasContentsOfAllSources = function BasicSourceMapConsumer_hasContentsOfAllSources() {
      if (!this.sourcesContent) {
        return false;
      }
      return this.sourcesContent.length >= this._sources.size() && !this.sourcesContent.some(function(sc) {
        return sc == null;
      });
    };
    BasicSourceMapConsumer.prototype.sourceContentFor = function SourceMapConsumer_sourceContentFor(aSource, nullOnMissing) {
      if (!this.sourcesContent) {
        return null;
      }
      var index = this._findSourceIndex(aSource);
      if (index >= 0) {
        return this.sourcesContent[index];
      }
      var relativeSource = aSource;
      if (this.sourceRoot != null) {
        relativeSource = util.relative(this.sourceRoot, relativeSource);
      }
      var url;
      if (this.sourceRoot != null && (url = util.urlParse(this.sourceRoot))) {
        var fileUriAbsPath = relativeSource.replace(/^file:\/\//, "");
        if (url.scheme == "file" && this._sources.has(fileUriAbsPath)) {
          return this.sourcesContent[this._sources.indexOf(fileUriAbsPath)];
        }
        if ((!url.path || url.path == "/") && this._sources.has("/" + relativeSource)) {
          return this.sourcesContent[this._sources.indexOf("/" + relativeSource)];
        }
      }
      if (nullOnMissing) {
        return null;
      } else {
        throw new Error('"' + relativeSource + '" is not in the SourceMap.');
      }
    };
    BasicSourceMapConsumer.prototype.generatedPositionFor = function SourceMapConsumer_generatedPositionFor(aArgs) {
      var source = util.getArg(aArgs, "source");
      source = this._findSourceIndex(source);
      if (source < 0) {
        return {
          line: null,
          column: null,
          lastColumn: null
        };
      }
      var needle = {
        source,
        originalLine: util.getArg(aArgs, "line"),
        originalColumn: util.getArg(aArgs, "column")
      };
      var index = this._findMapping(
        needle,
        this._originalMappings,
        "originalLine",
        "originalColumn",
        util.compareByOriginalPositions,
        util.getArg(aArgs, "bias", SourceMapConsumer.GREATEST_LOWER_BOUND)
      );
      if (index >= 0) {
        var mapping = this._originalMappings[index];
        if (mapping.source === needle.source) {
          return {
            line: util.getArg(mapping, "generatedLine", null),
            column: util.getArg(mapping, "generatedColumn", null),
            lastColumn: util.getArg(mapping, "lastGeneratedColumn", null)
          };
        }
      }
      return {
        line: null,
        column: null,
        lastColumn: null
      };
    };
    exports.BasicSourceMapConsumer = BasicSourceMapConsumer;
    function IndexedSourceMapConsumer(aSourceMap, aSourceMapURL) {
      var sourceMap = aSourceMap;
      if (typeof aSourceMap === "string") {
        sourceMap = util.parseSourceMapInput(aSourceMap);
      }
      var version = util.getArg(sourceMap, "version");
      var sections = util.getArg(sourceMap, "sections");
      if (version != this._version) {
        throw new Error("Unsupported version: " + version);
      }
      this._sources = new ArraySet();
      this._names = new ArraySet();
      var lastOffset = {
        line: -1,
        column: 0
      };
      this._sections = sections.map(function(s) {
        if (s.url) {
          throw new Error("Support for url field in sections not implemented.");
        }
        var offset = util.getArg(s, "offset");
        var offsetLine = util.getArg(offset, "line");
        var offsetColumn = util.getArg(offset, "column");
        if (offsetLine < lastOffset.line || offsetLine === lastOffset.line && offsetColumn < lastOffset.column) {
          throw new Error("Section offsets must be ordered and non-overlapping.");
        }
        lastOffset = offset;
        return {
          generatedOffset: {
            // The offset fields are 0-based, but we use 1-based indices when
            // encoding/decoding from VLQ.
            generatedLine: offsetLine + 1,
            generatedColumn: offsetColumn + 1
          },
          consumer: new SourceMapConsumer(util.getArg(s, "map"), aSourceMapURL)
        };
      });
    }
    IndexedSourceMapConsumer.prototype = Object.create(SourceMapConsumer.prototype);
    IndexedSourceMapConsumer.prototype.constructor = SourceMapConsumer;
    IndexedSourceMapConsumer.prototype._version = 3;
    Object.defineProperty(IndexedSourceMapConsumer.prototype, "sources", {
      get: function() {
        var sources = [];
        for (var i = 0; i < this._sections.length; i++) {
          for (var j = 0; j < this._sections[i].consumer.sources.length; j++) {
            sources.push(this._sections[i].consumer.sources[j]);
          }
        }
        return sources;
      }
    });
    IndexedSourceMapConsumer.prototype.originalPositionFor = function IndexedSourceMapConsumer_originalPositionFor(aArgs) {
      var needle = {
        generatedLine: util.getArg(aArgs, "line"),
        generatedColumn: util.getArg(aArgs, "column")
      };
      var sectionIndex = binarySearch.search(
        needle,
        this._sections,
        function(needle2, section2) {
          var cmp = needle2.generatedLine - section2.generatedOffset.generatedLine;
          if (cmp) {
            return cmp;
          }
          return needle2.generatedColumn - section2.generatedOffset.generatedColumn;
        }
      );
      var section = this._sections[sectionIndex];
      if (!section) {
        return {
          source: null,
          line: null,
          column: null,
          name: null
        };
      }
      return section.consumer.originalPositionFor({
        line: needle.generatedLine - (section.generatedOffset.generatedLine - 1),
        column: needle.generatedColumn - (section.generatedOffset.generatedLine === needle.generatedLine ? section.generatedOffset.generatedColumn - 1 : 0),
        bias: aArgs.bias
      });
    };
    IndexedSourceMapConsumer.prototype.hasContentsOfAllSources = function IndexedSourceMapConsumer_hasContentsOfAllSources() {
      return this._sections.every(function(s) {
        return s.consumer.hasContentsOfAllSources();
      });
    };
    IndexedSourceMapConsumer.prototype.sourceContentFor = function IndexedSourceMapConsumer_sourceContentFor(aSource, nullOnMissing) {
      for (var i = 0; i < this._sections.length; i++) {
        var section = this._sections[i];
        var content = section.consumer.sourceContentFor(aSource, true);
        if (content) {
          return content;
        }
      }
      if (nullOnMissing) {
        return null;
      } else {
        throw new Error('"' + aSource + '" is not in the SourceMap.');
      }
    };
    IndexedSourceMapConsumer.prototype.generatedPositionFor = function IndexedSourceMapConsumer_generatedPositionFor(aArgs) {
      for (var i = 0; i < this._sections.length; i++) {
        var section = this._sections[i];
        if (section.consumer._findSourceIndex(util.getArg(aArgs, "source")) === -1) {
          continue;
        }
        var generatedPosition = section.consumer.generatedPositionFor(aArgs);
        if (generatedPosition) {
          var ret = {
            line: generatedPosition.line + (section.generatedOffset.generatedLine - 1),
            column: generatedPosition.column + (section.generatedOffset.generatedLine === generatedPosition.line ? section.generatedOffset.generatedColumn - 1 : 0)
          };
          return ret;
        }
      }
      return {
        line: null,
        column: null
      };
    };
    IndexedSourceMapConsumer.prototype._parseMappings = function IndexedSourceMapConsumer_parseMappings(aStr, aSourceRoot) {
      this.__generatedMappings = [];
      this.__originalMappings = [];
      for (var i = 0; i < this._sections.length; i++) {
        var section = this._sections[i];
        var sectionMappings = section.consumer._generatedMappings;
        for (var j = 0; j < sectionMappings.length; j++) {
          var mapping = sectionMappings[j];
          var source = section.consumer._sources.at(mapping.source);
          source = util.computeSourceURL(section.consumer.sourceRoot, source, this._sourceMapURL);
          this._sources.add(source);
          source = this._sources.indexOf(source);
          var name = null;
          if (mapping.name) {
            name = section.consumer._names.at(mapping.name);
            this._names.add(name);
            name = this._names.indexOf(name);
          }
          var adjustedMapping = {
            source,
            generatedLine: mapping.generatedLine + (section.generatedOffset.generatedLine - 1),
            generatedColumn: mapping.generatedColumn + (section.generatedOffset.generatedLine === mapping.generatedLine ? section.generatedOffset.generatedColumn - 1 : 0),
            originalLine: mapping.originalLine,
            originalColumn: mapping.originalColumn,
            name
          };
          this.__generatedMappings.push(adjustedMapping);
          if (typeof adjustedMapping.originalLine === "number") {
            this.__originalMappings.push(adjustedMapping);
          }
        }
      }
      quickSort(this.__generatedMappings, util.compareByGeneratedPositionsDeflated);
      quickSort(this.__originalMappings, util.compareByOriginalPositions);
    };
    exports.IndexedSourceMapConsumer = IndexedSourceMapConsumer;
  }
});

// node_modules/source-map/lib/source-node.js
var require_source_node = __commonJS({
  "node_modules/source-map/lib/source-node.js"(exports) {
    var SourceMapGenerator = require_source_map_generator().SourceMapGenerator;
    var util = require_util();
    var REGEX_NEWLINE = /(\r?\n)/;
    var NEWLINE_CODE = 10;
    var isSourceNode = "$$$isSourceNode$$$";
    function SourceNode(aLine, aColumn, aSource, aChunks, aName) {
      this.children = [];
      this.sourceContents = {};
      this.line = aLine == null ? null : aLine;
      this.column = aColumn == null ? null : aColumn;
      this.source = aSource == null ? null : aSource;
      this.name = aName == null ? null : aName;
      this[isSourceNode] = true;
      if (aChunks != null) this.add(aChunks);
    }
    SourceNode.fromStringWithSourceMap = function SourceNode_fromStringWithSourceMap(aGeneratedCode, aSourceMapConsumer, aRelativePath) {
      var node = new SourceNode();
      var remainingLines = aGeneratedCode.split(REGEX_NEWLINE);
      var remainingLinesIndex = 0;
      var shiftNextLine = function() {
        var lineContents = getNextLine();
        var newLine = getNextLine() || "";
        return lineContents + newLine;
        function getNextLine() {
          return remainingLinesIndex < remainingLines.length ? remainingLines[remainingLinesIndex++] : void 0;
        }
      };
      var lastGeneratedLine = 1, lastGeneratedColumn = 0;
      var lastMapping = null;
      aSourceMapConsumer.eachMapping(function(mapping) {
        if (lastMapping !== null) {
          if (lastGeneratedLine < mapping.generatedLine) {
            addMappingWithCode(lastMapping, shiftNextLine());
            lastGeneratedLine++;
            lastGeneratedColumn = 0;
          } else {
            var nextLine = remainingLines[remainingLinesIndex] || "";
            var code2 = nextLine.substr(0, mapping.generatedColumn - lastGeneratedColumn);
            remainingLines[remainingLinesIndex] = nextLine.substr(mapping.generatedColumn - lastGeneratedColumn);
            lastGeneratedColumn = mapping.generatedColumn;
            addMappingWithCode(lastMapping, code2);
            lastMapping = mapping;
            return;
          }
        }
        while (lastGeneratedLine < mapping.generatedLine) {
          node.add(shiftNextLine());
          lastGeneratedLine++;
        }
        if (lastGeneratedColumn < mapping.generatedColumn) {
          var nextLine = remainingLines[remainingLinesIndex] || "";
          node.add(nextLine.substr(0, mapping.generatedColumn));
          remainingLines[remainingLinesIndex] = nextLine.substr(mapping.generatedColumn);
          lastGeneratedColumn = mapping.generatedColumn;
        }
        lastMapping = mapping;
      }, this);
      if (remainingLinesIndex < remainingLines.length) {
        if (lastMapping) {
          addMappingWithCode(lastMapping, shiftNextLine());
        }
        node.add(remainingLines.splice(remainingLinesIndex).join(""));
      }
      aSourceMapConsumer.sources.forEach(function(sourceFile) {
        var content = aSourceMapConsumer.sourceContentFor(sourceFile);
        if (content != null) {
          if (aRelativePath != null) {
            sourceFile = util.join(aRelativePath, sourceFile);
          }
          node.setSourceContent(sourceFile, content);
        }
      });
      return node;
      function addMappingWithCode(mapping, code2) {
        if (mapping === null || mapping.source === void 0) {
          node.add(code2);
        } else {
          var source = aRelativePath ? util.join(aRelativePath, mapping.source) : mapping.source;
          node.add(new SourceNode(
            mapping.originalLine,
            mapping.originalColumn,
            source,
            code2,
            mapping.name
          ));
        }
      }
    };
    SourceNode.prototype.add = function SourceNode_add(aChunk) {
      if (Array.isArray(aChunk)) {
        aChunk.forEach(function(chunk) {
          this.add(chunk);
        }, this);
      } else if (aChunk[isSourceNode] || typeof aChunk === "string") {
        if (aChunk) {
          this.children.push(aChunk);
        }
      } else {
        throw new TypeError(
          "Expected a SourceNode, string, or an array of SourceNodes and strings. Got " + aChunk
        );
      }
      return this;
    };
    SourceNode.prototype.prepend = function SourceNode_prepend(aChunk) {
      if (Array.isArray(aChunk)) {
        for (var i = aChunk.length - 1; i >= 0; i--) {
          this.prepend(aChunk[i]);
        }
      } else if (aChunk[isSourceNode] || typeof aChunk === "string") {
        this.children.unshift(aChunk);
      } else {
        throw new TypeError(
          "Expected a SourceNode, string, or an array of SourceNodes and strings. Got " + aChunk
        );
      }
      return this;
    };
    SourceNode.prototype.walk = function SourceNode_walk(aFn) {
      var chunk;
      for (var i = 0, len = this.children.length; i < len; i++) {
        chunk = this.children[i];
        if (chunk[isSourceNode]) {
          chunk.walk(aFn);
        } else {
          if (chunk !== "") {
            aFn(chunk, {
              source: this.source,
              line: this.line,
              column: this.column,
              name: this.name
            });
          }
        }
      }
    };
    SourceNode.prototype.join = function SourceNode_join(aSep) {
      var newChildren;
      var i;
      var len = this.children.length;
      if (len > 0) {
        newChildren = [];
        for (i = 0; i < len - 1; i++) {
          newChildren.push(this.children[i]);
          newChildren.push(aSep);
        }
        newChildren.push(this.children[i]);
        this.children = newChildren;
      }
      return this;
    };
    SourceNode.prototype.replaceRight = function SourceNode_replaceRight(aPattern, aReplacement) {
      var lastChild = this.children[this.children.length - 1];
      if (lastChild[isSourceNode]) {
        lastChild.replaceRight(aPattern, aReplacement);
      } else if (typeof lastChild === "string") {
        this.children[this.children.length - 1] = lastChild.replace(aPattern, aReplacement);
      } else {
        this.children.push("".replace(aPattern, aReplacement));
      }
      return this;
    };
    SourceNode.prototype.setSourceContent = function SourceNode_setSourceContent(aSourceFile, aSourceContent) {
      this.sourceContents[util.toSetString(aSourceFile)] = aSourceContent;
    };
    SourceNode.prototype.walkSourceContents = function SourceNode_walkSourceContents(aFn) {
      for (var i = 0, len = this.children.length; i < len; i++) {
        if (this.children[i][isSourceNode]) {
          this.children[i].walkSourceContents(aFn);
        }
      }
      var sources = Object.keys(this.sourceContents);
      for (var i = 0, len = sources.length; i < len; i++) {
        aFn(util.fromSetString(sources[i]), this.sourceContents[sources[i]]);
      }
    };
    SourceNode.prototype.toString = function SourceNode_toString() {
      var str = "";
      this.walk(function(chunk) {
        str += chunk;
      });
      return str;
    };
    SourceNode.prototype.toStringWithSourceMap = function SourceNode_toStringWithSourceMap(aArgs) {
      var generated = {
        code: "",
        line: 1,
        column: 0
      };
      var map = new SourceMapGenerator(aArgs);
      var sourceMappingActive = false;
      var lastOriginalSource = null;
      var lastOriginalLine = null;
      var lastOriginalColumn = null;
      var lastOriginalName = null;
      this.walk(function(chunk, original) {
        generated.code += chunk;
        if (original.source !== null && original.line !== null && original.column !== null) {
          if (lastOriginalSource !== original.source || lastOriginalLine !== original.line || lastOriginalColumn !== original.column || lastOriginalName !== original.name) {
            map.addMapping({
              source: original.source,
              original: {
                line: original.line,
                column: original.column
              },
              generated: {
                line: generated.line,
                column: generated.column
              },
              name: original.name
            });
          }
          lastOriginalSource = original.source;
          lastOriginalLine = original.line;
          lastOriginalColumn = original.column;
          lastOriginalName = original.name;
          sourceMappingActive = true;
        } else if (sourceMappingActive) {
          map.addMapping({
            generated: {
              line: generated.line,
              column: generated.column
            }
          });
          lastOriginalSource = null;
          sourceMappingActive = false;
        }
        for (var idx = 0, length = chunk.length; idx < length; idx++) {
          if (chunk.charCodeAt(idx) === NEWLINE_CODE) {
            generated.line++;
            generated.column = 0;
            if (idx + 1 === length) {
              lastOriginalSource = null;
              sourceMappingActive = false;
            } else if (sourceMappingActive) {
              map.addMapping({
                source: original.source,
                original: {
                  line: original.line,
                  column: original.column
                },
                generated: {
                  line: generated.line,
                  column: generated.column
                },
                name: original.name
              });
            }
          } else {
            generated.column++;
          }
        }
      });
      this.walkSourceContents(function(sourceFile, sourceContent) {
        map.setSourceContent(sourceFile, sourceContent);
      });
      return { code: generated.code, map };
    };
    exports.SourceNode = SourceNode;
  }
});

// node_modules/source-map/source-map.js
var require_source_map = __commonJS({
  "node_modules/source-map/source-map.js"(exports) {
    exports.SourceMapGenerator = require_source_map_generator().SourceMapGenerator;
    exports.SourceMapConsumer = require_source_map_consumer().SourceMapConsumer;
    exports.SourceNode = require_source_node().SourceNode;
  }
});

// node_modules/handlebars/dist/cjs/handlebars/compiler/code-gen.js
var require_code_gen = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/compiler/code-gen.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.safeJsonLiteral = safeJsonLiteral;
    var _utils = require_utils();
    var NEEDS_ESCAPING = /[\x00-\x1f\\"\u2028\u2029<\ud800-\udfff]/;
    var SCRIPT_DELIMITERS = /<(?=!--|\/?script)/gi;
    function escapeScriptDelimiters(code2) {
      return code2.replace(SCRIPT_DELIMITERS, "\\u003C");
    }
    function escapeSurrogate(surrogate) {
      return "\\u" + surrogate.charCodeAt(0).toString(16);
    }
    function safeJsonLiteral(value) {
      return escapeScriptDelimiters(JSON.stringify(value).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029").replace(/[\ud800-\udfff]/g, escapeSurrogate));
    }
    var SourceNode = void 0;
    try {
      if (typeof define !== "function" || !define.amd) {
        SourceMap = require_source_map();
        SourceNode = SourceMap.SourceNode;
      }
    } catch (err) {
    }
    var SourceMap;
    if (!SourceNode) {
      SourceNode = function(line, column, srcFile, chunks) {
        this.src = "";
        if (chunks) {
          this.add(chunks);
        }
      };
      SourceNode.prototype = {
        add: function add(chunks) {
          if (_utils.isArray(chunks)) {
            chunks = chunks.join("");
          }
          this.src += chunks;
        },
        prepend: function prepend(chunks) {
          if (_utils.isArray(chunks)) {
            chunks = chunks.join("");
          }
          this.src = chunks + this.src;
        },
        toStringWithSourceMap: function toStringWithSourceMap() {
          return { code: this.toString() };
        },
        toString: function toString() {
          return this.src;
        }
      };
    }
    function castChunk(chunk, codeGen, loc) {
      if (_utils.isArray(chunk)) {
        var ret = [];
        for (var i = 0, len = chunk.length; i < len; i++) {
          ret.push(codeGen.wrap(chunk[i], loc));
        }
        return ret;
      } else if (typeof chunk === "boolean" || typeof chunk === "number") {
        return chunk + "";
      }
      return chunk;
    }
    function CodeGen(srcFile) {
      this.srcFile = srcFile;
      this.source = [];
    }
    CodeGen.prototype = {
      isEmpty: function isEmpty() {
        return !this.source.length;
      },
      prepend: function prepend(source, loc) {
        this.source.unshift(this.wrap(source, loc));
      },
      push: function push(source, loc) {
        this.source.push(this.wrap(source, loc));
      },
      merge: function merge() {
        var source = this.empty();
        this.each(function(line) {
          source.add(["  ", line, "\n"]);
        });
        return source;
      },
      each: function each(iter) {
        for (var i = 0, len = this.source.length; i < len; i++) {
          iter(this.source[i]);
        }
      },
      empty: function empty() {
        var loc = this.currentLocation || { start: {} };
        return new SourceNode(loc.start.line, loc.start.column, this.srcFile);
      },
      wrap: function wrap(chunk) {
        var loc = arguments.length <= 1 || arguments[1] === void 0 ? this.currentLocation || { start: {} } : arguments[1];
        if (chunk instanceof SourceNode) {
          return chunk;
        }
        chunk = castChunk(chunk, this, loc);
        return new SourceNode(loc.start.line, loc.start.column, this.srcFile, chunk);
      },
      functionCall: function functionCall(fn, type, params) {
        params = this.generateList(params);
        return this.wrap([fn, type ? "." + type + "(" : "(", params, ")"]);
      },
      quotedString: function quotedString(str) {
        str = str + "";
        if (!NEEDS_ESCAPING.test(str)) {
          return '"' + str + '"';
        }
        return safeJsonLiteral(str);
      },
      objectLiteral: function objectLiteral(obj) {
        var _this = this;
        var pairs = [];
        Object.keys(obj).forEach(function(key4) {
          var value = castChunk(obj[key4], _this);
          if (value !== "undefined") {
            pairs.push([_this.quotedString(key4), ":", value]);
          }
        });
        var ret = this.generateList(pairs);
        ret.prepend("{");
        ret.add("}");
        return ret;
      },
      generateList: function generateList(entries) {
        var ret = this.empty();
        for (var i = 0, len = entries.length; i < len; i++) {
          if (i) {
            ret.add(",");
          }
          ret.add(castChunk(entries[i], this));
        }
        return ret;
      },
      generateArray: function generateArray(entries) {
        var ret = this.generateList(entries);
        ret.prepend("[");
        ret.add("]");
        return ret;
      }
    };
    exports["default"] = CodeGen;
  }
});

// node_modules/handlebars/dist/cjs/handlebars/compiler/javascript-compiler.js
var require_javascript_compiler = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/compiler/javascript-compiler.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _base = require_base();
    var _exception = require_exception();
    var _exception2 = _interopRequireDefault(_exception);
    var _utils = require_utils();
    var _codeGen = require_code_gen();
    var _codeGen2 = _interopRequireDefault(_codeGen);
    function Literal(value) {
      this.value = value;
    }
    function JavaScriptCompiler() {
    }
    JavaScriptCompiler.prototype = {
      // PUBLIC API: You can override these methods in a subclass to provide
      // alternative compiled forms for name lookup and buffering semantics
      nameLookup: function nameLookup(parent, name) {
        return this.internalNameLookup(parent, name);
      },
      depthedLookup: function depthedLookup(name) {
        return [this.aliasable("container.lookup"), "(depths, ", this.quotedString(name), ")"];
      },
      compilerInfo: function compilerInfo() {
        var revision = _base.COMPILER_REVISION, versions = _base.REVISION_CHANGES[revision];
        return [revision, versions];
      },
      appendToBuffer: function appendToBuffer(source, location, explicit) {
        if (!_utils.isArray(source)) {
          source = [source];
        }
        source = this.source.wrap(source, location);
        if (this.environment.isSimple) {
          return ["return ", source, ";"];
        } else if (explicit) {
          return ["buffer += ", source, ";"];
        } else {
          source.appendToBuffer = true;
          return source;
        }
      },
      initializeBuffer: function initializeBuffer() {
        return this.quotedString("");
      },
      // END PUBLIC API
      internalNameLookup: function internalNameLookup(parent, name) {
        this.lookupPropertyFunctionIsUsed = true;
        return ["lookupProperty(", parent, ",", this.quotedString(name), ")"];
      },
      lookupPropertyFunctionIsUsed: false,
      compile: function compile(environment, options, context, asObject) {
        this.environment = environment;
        this.options = options;
        this.stringParams = this.options.stringParams;
        this.trackIds = this.options.trackIds;
        this.precompile = !asObject;
        this.name = this.environment.name;
        this.isChild = !!context;
        this.context = context || {
          decorators: [],
          programs: [],
          environments: []
        };
        this.preamble();
        this.stackSlot = 0;
        this.stackVars = [];
        this.aliases = {};
        this.registers = { list: [] };
        this.hashes = [];
        this.compileStack = [];
        this.inlineStack = [];
        this.blockParams = [];
        this.compileChildren(environment, options);
        this.useDepths = this.useDepths || environment.useDepths || environment.useDecorators || this.options.compat;
        this.useBlockParams = this.useBlockParams || environment.useBlockParams;
        var opcodes = environment.opcodes, opcode = void 0, firstLoc = void 0, i = void 0, l = void 0;
        for (i = 0, l = opcodes.length; i < l; i++) {
          opcode = opcodes[i];
          this.source.currentLocation = opcode.loc;
          firstLoc = firstLoc || opcode.loc;
          this[opcode.opcode].apply(this, opcode.args);
        }
        this.source.currentLocation = firstLoc;
        this.pushSource("");
        if (this.stackSlot || this.inlineStack.length || this.compileStack.length) {
          throw new _exception2["default"]("Compile completed with content left on stack");
        }
        if (!this.decorators.isEmpty()) {
          this.useDecorators = true;
          this.decorators.prepend(["var decorators = container.decorators, ", this.lookupPropertyFunctionVarDeclaration(), ";\n"]);
          this.decorators.push("return fn;");
          if (asObject) {
            this.decorators = Function.apply(this, ["fn", "props", "container", "depth0", "data", "blockParams", "depths", this.decorators.merge()]);
          } else {
            this.decorators.prepend("function(fn, props, container, depth0, data, blockParams, depths) {\n");
            this.decorators.push("}\n");
            this.decorators = this.decorators.merge();
          }
        } else {
          this.decorators = void 0;
        }
        var fn = this.createFunctionContext(asObject);
        if (!this.isChild) {
          var ret = {
            compiler: this.compilerInfo(),
            main: fn
          };
          if (this.decorators) {
            ret.main_d = this.decorators;
            ret.useDecorators = true;
          }
          var _context = this.context;
          var programs = _context.programs;
          var decorators = _context.decorators;
          for (i = 0, l = programs.length; i < l; i++) {
            ret[i] = programs[i];
            if (decorators[i]) {
              ret[i + "_d"] = decorators[i];
              ret.useDecorators = true;
            }
          }
          if (this.environment.usePartial) {
            ret.usePartial = true;
          }
          if (this.options.data) {
            ret.useData = true;
          }
          if (this.useDepths) {
            ret.useDepths = true;
          }
          if (this.useBlockParams) {
            ret.useBlockParams = true;
          }
          if (this.options.compat) {
            ret.compat = true;
          }
          if (!asObject) {
            ret.compiler = JSON.stringify(ret.compiler);
            this.source.currentLocation = { start: { line: 1, column: 0 } };
            ret = this.objectLiteral(ret);
            if (options.srcName) {
              ret = ret.toStringWithSourceMap({ file: options.destName });
              ret.map = ret.map && ret.map.toString();
            } else {
              ret = ret.toString();
            }
          } else {
            ret.compilerOptions = this.options;
          }
          return ret;
        } else {
          return fn;
        }
      },
      preamble: function preamble() {
        this.lastContext = 0;
        this.source = new _codeGen2["default"](this.options.srcName);
        this.decorators = new _codeGen2["default"](this.options.srcName);
      },
      createFunctionContext: function createFunctionContext(asObject) {
        var _this = this;
        var varDeclarations = "";
        var locals = this.stackVars.concat(this.registers.list);
        if (locals.length > 0) {
          varDeclarations += ", " + locals.join(", ");
        }
        var aliasCount = 0;
        Object.keys(this.aliases).forEach(function(alias) {
          var node = _this.aliases[alias];
          if (node.children && node.referenceCount > 1) {
            varDeclarations += ", alias" + ++aliasCount + "=" + alias;
            node.children[0] = "alias" + aliasCount;
          }
        });
        if (this.lookupPropertyFunctionIsUsed) {
          varDeclarations += ", " + this.lookupPropertyFunctionVarDeclaration();
        }
        var params = ["container", "depth0", "helpers", "partials", "data"];
        if (this.useBlockParams || this.useDepths) {
          params.push("blockParams");
        }
        if (this.useDepths) {
          params.push("depths");
        }
        var source = this.mergeSource(varDeclarations);
        if (asObject) {
          params.push(source);
          return Function.apply(this, params);
        } else {
          return this.source.wrap(["function(", params.join(","), ") {\n  ", source, "}"]);
        }
      },
      mergeSource: function mergeSource(varDeclarations) {
        var isSimple = this.environment.isSimple, appendOnly = !this.forceBuffer, appendFirst = void 0, sourceSeen = void 0, bufferStart = void 0, bufferEnd = void 0;
        this.source.each(function(line) {
          if (line.appendToBuffer) {
            if (bufferStart) {
              line.prepend("  + ");
            } else {
              bufferStart = line;
            }
            bufferEnd = line;
          } else {
            if (bufferStart) {
              if (!sourceSeen) {
                appendFirst = true;
              } else {
                bufferStart.prepend("buffer += ");
              }
              bufferEnd.add(";");
              bufferStart = bufferEnd = void 0;
            }
            sourceSeen = true;
            if (!isSimple) {
              appendOnly = false;
            }
          }
        });
        if (appendOnly) {
          if (bufferStart) {
            bufferStart.prepend("return ");
            bufferEnd.add(";");
          } else if (!sourceSeen) {
            this.source.push('return "";');
          }
        } else {
          varDeclarations += ", buffer = " + (appendFirst ? "" : this.initializeBuffer());
          if (bufferStart) {
            bufferStart.prepend("return buffer + ");
            bufferEnd.add(";");
          } else {
            this.source.push("return buffer;");
          }
        }
        if (varDeclarations) {
          this.source.prepend("var " + varDeclarations.substring(2) + (appendFirst ? "" : ";\n"));
        }
        return this.source.merge();
      },
      lookupPropertyFunctionVarDeclaration: function lookupPropertyFunctionVarDeclaration() {
        return "\n      lookupProperty = container.lookupProperty || function(parent, propertyName) {\n        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {\n          return parent[propertyName];\n        }\n        return undefined\n    }\n    ".trim();
      },
      // [blockValue]
      //
      // On stack, before: hash, inverse, program, value
      // On stack, after: return value of blockHelperMissing
      //
      // The purpose of this opcode is to take a block of the form
      // `{{#this.foo}}...{{/this.foo}}`, resolve the value of `foo`, and
      // replace it on the stack with the result of properly
      // invoking blockHelperMissing.
      blockValue: function blockValue(name) {
        var blockHelperMissing = this.aliasable("container.hooks.blockHelperMissing"), params = [this.contextName(0)];
        this.setupHelperArgs(name, 0, params);
        var blockName = this.popStack();
        params.splice(1, 0, blockName);
        this.push(this.source.functionCall(blockHelperMissing, "call", params));
      },
      // [ambiguousBlockValue]
      //
      // On stack, before: hash, inverse, program, value
      // Compiler value, before: lastHelper=value of last found helper, if any
      // On stack, after, if no lastHelper: same as [blockValue]
      // On stack, after, if lastHelper: value
      ambiguousBlockValue: function ambiguousBlockValue() {
        var blockHelperMissing = this.aliasable("container.hooks.blockHelperMissing"), params = [this.contextName(0)];
        this.setupHelperArgs("", 0, params, true);
        this.flushInline();
        var current = this.topStack();
        params.splice(1, 0, current);
        this.pushSource(["if (!", this.lastHelper, ") { ", current, " = ", this.source.functionCall(blockHelperMissing, "call", params), "}"]);
      },
      // [appendContent]
      //
      // On stack, before: ...
      // On stack, after: ...
      //
      // Appends the string value of `content` to the current buffer
      appendContent: function appendContent(content) {
        if (this.pendingContent) {
          content = this.pendingContent + content;
        } else {
          this.pendingLocation = this.source.currentLocation;
        }
        this.pendingContent = content;
      },
      // [append]
      //
      // On stack, before: value, ...
      // On stack, after: ...
      //
      // Coerces `value` to a String and appends it to the current buffer.
      //
      // If `value` is truthy, or 0, it is coerced into a string and appended
      // Otherwise, the empty string is appended
      append: function append() {
        if (this.isInline()) {
          this.replaceStack(function(current) {
            return [" != null ? ", current, ' : ""'];
          });
          this.pushSource(this.appendToBuffer(this.popStack()));
        } else {
          var local = this.popStack();
          this.pushSource(["if (", local, " != null) { ", this.appendToBuffer(local, void 0, true), " }"]);
          if (this.environment.isSimple) {
            this.pushSource(["else { ", this.appendToBuffer("''", void 0, true), " }"]);
          }
        }
      },
      // [appendEscaped]
      //
      // On stack, before: value, ...
      // On stack, after: ...
      //
      // Escape `value` and append it to the buffer
      appendEscaped: function appendEscaped() {
        this.pushSource(this.appendToBuffer([this.aliasable("container.escapeExpression"), "(", this.popStack(), ")"]));
      },
      // [getContext]
      //
      // On stack, before: ...
      // On stack, after: ...
      // Compiler value, after: lastContext=depth
      //
      // Set the value of the `lastContext` compiler value to the depth
      getContext: function getContext(depth) {
        this.lastContext = depth;
      },
      // [pushContext]
      //
      // On stack, before: ...
      // On stack, after: currentContext, ...
      //
      // Pushes the value of the current context onto the stack.
      pushContext: function pushContext() {
        this.pushStackLiteral(this.contextName(this.lastContext));
      },
      // [lookupOnContext]
      //
      // On stack, before: ...
      // On stack, after: currentContext[name], ...
      //
      // Looks up the value of `name` on the current context and pushes
      // it onto the stack.
      lookupOnContext: function lookupOnContext(parts, falsy, strict, scoped) {
        var i = 0;
        if (!scoped && this.options.compat && !this.lastContext) {
          this.push(this.depthedLookup(parts[i++]));
        } else {
          this.pushContext();
        }
        this.resolvePath("context", parts, i, falsy, strict);
      },
      // [lookupBlockParam]
      //
      // On stack, before: ...
      // On stack, after: blockParam[name], ...
      //
      // Looks up the value of `parts` on the given block param and pushes
      // it onto the stack.
      lookupBlockParam: function lookupBlockParam(blockParamId, parts) {
        this.useBlockParams = true;
        this.push(["blockParams[", blockParamId[0], "][", blockParamId[1], "]"]);
        this.resolvePath("context", parts, 1);
      },
      // [lookupData]
      //
      // On stack, before: ...
      // On stack, after: data, ...
      //
      // Push the data lookup operator
      lookupData: function lookupData(depth, parts, strict) {
        if (!depth) {
          this.pushStackLiteral("data");
        } else {
          this.pushStackLiteral("container.data(data, " + depth + ")");
        }
        this.resolvePath("data", parts, 0, true, strict);
      },
      resolvePath: function resolvePath(type, parts, startPartIndex, falsy, strict) {
        var _this2 = this;
        if (this.options.strict || this.options.assumeObjects) {
          this.push(strictLookup(this.options.strict && strict, this, parts, startPartIndex, type));
          return;
        }
        var len = parts.length;
        var _loop = function(i2) {
          _this2.replaceStack(function(current) {
            var lookup = _this2.nameLookup(current, parts[i2], type);
            if (!falsy) {
              return [" != null ? ", lookup, " : ", current];
            } else {
              return [" && ", lookup];
            }
          });
        };
        for (var i = startPartIndex; i < len; i++) {
          _loop(i);
        }
      },
      // [resolvePossibleLambda]
      //
      // On stack, before: value, ...
      // On stack, after: resolved value, ...
      //
      // If the `value` is a lambda, replace it on the stack by
      // the return value of the lambda
      resolvePossibleLambda: function resolvePossibleLambda() {
        this.push([this.aliasable("container.lambda"), "(", this.popStack(), ", ", this.contextName(0), ")"]);
      },
      // [pushStringParam]
      //
      // On stack, before: ...
      // On stack, after: string, currentContext, ...
      //
      // This opcode is designed for use in string mode, which
      // provides the string value of a parameter along with its
      // depth rather than resolving it immediately.
      pushStringParam: function pushStringParam(string, type) {
        this.pushContext();
        this.pushString(type);
        if (type !== "SubExpression") {
          if (typeof string === "string") {
            this.pushString(string);
          } else {
            this.pushStackLiteral(string);
          }
        }
      },
      emptyHash: function emptyHash(omitEmpty) {
        if (this.trackIds) {
          this.push("{}");
        }
        if (this.stringParams) {
          this.push("{}");
          this.push("{}");
        }
        this.pushStackLiteral(omitEmpty ? "undefined" : "{}");
      },
      pushHash: function pushHash() {
        if (this.hash) {
          this.hashes.push(this.hash);
        }
        this.hash = { values: {}, types: [], contexts: [], ids: [] };
      },
      popHash: function popHash() {
        var hash = this.hash;
        this.hash = this.hashes.pop();
        if (this.trackIds) {
          this.push(this.objectLiteral(hash.ids));
        }
        if (this.stringParams) {
          this.push(this.objectLiteral(hash.contexts));
          this.push(this.objectLiteral(hash.types));
        }
        this.push(this.objectLiteral(hash.values));
      },
      // [pushString]
      //
      // On stack, before: ...
      // On stack, after: quotedString(string), ...
      //
      // Push a quoted version of `string` onto the stack
      pushString: function pushString(string) {
        this.pushStackLiteral(this.quotedString(string));
      },
      // [pushLiteral]
      //
      // On stack, before: ...
      // On stack, after: value, ...
      //
      // Pushes a value onto the stack. This operation prevents
      // the compiler from creating a temporary variable to hold
      // it.
      pushLiteral: function pushLiteral(value) {
        this.pushStackLiteral(value);
      },
      // [pushProgram]
      //
      // On stack, before: ...
      // On stack, after: program(guid), ...
      //
      // Push a program expression onto the stack. This takes
      // a compile-time guid and converts it into a runtime-accessible
      // expression.
      pushProgram: function pushProgram(guid) {
        if (guid != null) {
          this.pushStackLiteral(this.programExpression(guid));
        } else {
          this.pushStackLiteral(null);
        }
      },
      // [registerDecorator]
      //
      // On stack, before: hash, program, params..., ...
      // On stack, after: ...
      //
      // Pops off the decorator's parameters, invokes the decorator,
      // and inserts the decorator into the decorators list.
      registerDecorator: function registerDecorator(paramSize, name) {
        var foundDecorator = this.nameLookup("decorators", name, "decorator"), options = this.setupHelperArgs(name, paramSize);
        this.decorators.push(["var decorator = ", foundDecorator, ";"]);
        this.decorators.push(['if (typeof decorator !== "function") { throw new Error(', this.quotedString('Missing decorator: "' + name + '"'), "); }"]);
        this.decorators.push(["fn = ", this.decorators.functionCall("decorator", "", ["fn", "props", "container", options]), " || fn;"]);
      },
      // [invokeHelper]
      //
      // On stack, before: hash, inverse, program, params..., ...
      // On stack, after: result of helper invocation
      //
      // Pops off the helper's parameters, invokes the helper,
      // and pushes the helper's return value onto the stack.
      //
      // If the helper is not found, `helperMissing` is called.
      invokeHelper: function invokeHelper(paramSize, name, isSimple) {
        var nonHelper = this.popStack(), helper = this.setupHelper(paramSize, name);
        var possibleFunctionCalls = [];
        if (isSimple) {
          possibleFunctionCalls.push(helper.name);
        }
        possibleFunctionCalls.push(nonHelper);
        if (!this.options.strict) {
          possibleFunctionCalls.push(this.aliasable("container.hooks.helperMissing"));
        }
        var functionLookupCode = ["(", this.itemsSeparatedBy(possibleFunctionCalls, "||"), ")"];
        var functionCall = this.source.functionCall(functionLookupCode, "call", helper.callParams);
        this.push(functionCall);
      },
      itemsSeparatedBy: function itemsSeparatedBy(items, separator) {
        var result = [];
        result.push(items[0]);
        for (var i = 1; i < items.length; i++) {
          result.push(separator, items[i]);
        }
        return result;
      },
      // [invokeKnownHelper]
      //
      // On stack, before: hash, inverse, program, params..., ...
      // On stack, after: result of helper invocation
      //
      // This operation is used when the helper is known to exist,
      // so a `helperMissing` fallback is not required.
      invokeKnownHelper: function invokeKnownHelper(paramSize, name) {
        var helper = this.setupHelper(paramSize, name);
        this.push(this.source.functionCall(helper.name, "call", helper.callParams));
      },
      // [invokeAmbiguous]
      //
      // On stack, before: hash, inverse, program, params..., ...
      // On stack, after: result of disambiguation
      //
      // This operation is used when an expression like `{{foo}}`
      // is provided, but we don't know at compile-time whether it
      // is a helper or a path.
      //
      // This operation emits more code than the other options,
      // and can be avoided by passing the `knownHelpers` and
      // `knownHelpersOnly` flags at compile-time.
      invokeAmbiguous: function invokeAmbiguous(name, helperCall) {
        this.useRegister("helper");
        var nonHelper = this.popStack();
        this.emptyHash();
        var helper = this.setupHelper(0, name, helperCall);
        var helperName = this.lastHelper = this.nameLookup("helpers", name, "helper");
        var lookup = ["(", "(helper = ", helperName, " || ", nonHelper, ")"];
        if (!this.options.strict) {
          lookup[0] = "(helper = ";
          lookup.push(" != null ? helper : ", this.aliasable("container.hooks.helperMissing"));
        }
        this.push(["(", lookup, helper.paramsInit ? ["),(", helper.paramsInit] : [], "),", "(typeof helper === ", this.aliasable('"function"'), " ? ", this.source.functionCall("helper", "call", helper.callParams), " : helper))"]);
      },
      // [invokePartial]
      //
      // On stack, before: context, ...
      // On stack after: result of partial invocation
      //
      // This operation pops off a context, invokes a partial with that context,
      // and pushes the result of the invocation back.
      invokePartial: function invokePartial(isDynamic, name, indent) {
        var params = [], options = this.setupParams(name, 1, params);
        if (isDynamic) {
          name = this.popStack();
          delete options.name;
        }
        if (indent) {
          options.indent = this.quotedString(indent);
        }
        options.helpers = "helpers";
        options.partials = "partials";
        options.decorators = "container.decorators";
        if (!isDynamic) {
          params.unshift(this.nameLookup("partials", name, "partial"));
        } else {
          params.unshift(name);
        }
        if (this.options.compat) {
          options.depths = "depths";
        }
        options = this.objectLiteral(options);
        params.push(options);
        this.push(this.source.functionCall("container.invokePartial", "", params));
      },
      // [assignToHash]
      //
      // On stack, before: value, ..., hash, ...
      // On stack, after: ..., hash, ...
      //
      // Pops a value off the stack and assigns it to the current hash
      assignToHash: function assignToHash(key4) {
        var value = this.popStack(), context = void 0, type = void 0, id = void 0;
        if (this.trackIds) {
          id = this.popStack();
        }
        if (this.stringParams) {
          type = this.popStack();
          context = this.popStack();
        }
        var hash = this.hash;
        if (context) {
          hash.contexts[key4] = context;
        }
        if (type) {
          hash.types[key4] = type;
        }
        if (id) {
          hash.ids[key4] = id;
        }
        hash.values[key4] = value;
      },
      pushId: function pushId(type, name, child) {
        if (type === "BlockParam") {
          this.pushStackLiteral("blockParams[" + name[0] + "].path[" + name[1] + "]" + (child ? " + " + this.quotedString("." + child) : ""));
        } else if (type === "PathExpression") {
          this.pushString(name);
        } else if (type === "SubExpression") {
          this.pushStackLiteral("true");
        } else {
          this.pushStackLiteral("null");
        }
      },
      // HELPERS
      compiler: JavaScriptCompiler,
      compileChildren: function compileChildren(environment, options) {
        var children = environment.children, child = void 0, compiler = void 0;
        for (var i = 0, l = children.length; i < l; i++) {
          child = children[i];
          compiler = new this.compiler();
          var existing = this.matchExistingProgram(child);
          if (existing == null) {
            var index = this.context.programs.push("") - 1;
            child.index = index;
            child.name = "program" + index;
            this.context.programs[index] = compiler.compile(child, options, this.context, !this.precompile);
            this.context.decorators[index] = compiler.decorators;
            this.context.environments[index] = child;
            this.useDepths = this.useDepths || compiler.useDepths;
            this.useBlockParams = this.useBlockParams || compiler.useBlockParams;
            child.useDepths = this.useDepths;
            child.useBlockParams = this.useBlockParams;
          } else {
            child.index = existing.index;
            child.name = "program" + existing.index;
            this.useDepths = this.useDepths || existing.useDepths;
            this.useBlockParams = this.useBlockParams || existing.useBlockParams;
          }
        }
      },
      matchExistingProgram: function matchExistingProgram(child) {
        for (var i = 0, len = this.context.environments.length; i < len; i++) {
          var environment = this.context.environments[i];
          if (environment && environment.equals(child)) {
            return environment;
          }
        }
      },
      programExpression: function programExpression(guid) {
        var child = this.environment.children[guid], programParams = [child.index, "data", child.blockParams];
        if (this.useBlockParams || this.useDepths) {
          programParams.push("blockParams");
        }
        if (this.useDepths) {
          programParams.push("depths");
        }
        return "container.program(" + programParams.join(", ") + ")";
      },
      useRegister: function useRegister(name) {
        if (!this.registers[name]) {
          this.registers[name] = true;
          this.registers.list.push(name);
        }
      },
      push: function push(expr) {
        if (!(expr instanceof Literal)) {
          expr = this.source.wrap(expr);
        }
        this.inlineStack.push(expr);
        return expr;
      },
      pushStackLiteral: function pushStackLiteral(item) {
        this.push(new Literal(item));
      },
      pushSource: function pushSource(source) {
        if (this.pendingContent) {
          this.source.push(this.appendToBuffer(this.source.quotedString(this.pendingContent), this.pendingLocation));
          this.pendingContent = void 0;
        }
        if (source) {
          this.source.push(source);
        }
      },
      replaceStack: function replaceStack(callback) {
        var prefix = ["("], stack = void 0, createdStack = void 0, usedLiteral = void 0;
        if (!this.isInline()) {
          throw new _exception2["default"]("replaceStack on non-inline");
        }
        var top = this.popStack(true);
        if (top instanceof Literal) {
          stack = [top.value];
          prefix = ["(", stack];
          usedLiteral = true;
        } else {
          createdStack = true;
          var _name = this.incrStack();
          prefix = ["((", this.push(_name), " = ", top, ")"];
          stack = this.topStack();
        }
        var item = callback.call(this, stack);
        if (!usedLiteral) {
          this.popStack();
        }
        if (createdStack) {
          this.stackSlot--;
        }
        this.push(prefix.concat(item, ")"));
      },
      incrStack: function incrStack() {
        this.stackSlot++;
        if (this.stackSlot > this.stackVars.length) {
          this.stackVars.push("stack" + this.stackSlot);
        }
        return this.topStackName();
      },
      topStackName: function topStackName() {
        return "stack" + this.stackSlot;
      },
      flushInline: function flushInline() {
        var inlineStack = this.inlineStack;
        this.inlineStack = [];
        for (var i = 0, len = inlineStack.length; i < len; i++) {
          var entry = inlineStack[i];
          if (entry instanceof Literal) {
            this.compileStack.push(entry);
          } else {
            var stack = this.incrStack();
            this.pushSource([stack, " = ", entry, ";"]);
            this.compileStack.push(stack);
          }
        }
      },
      isInline: function isInline() {
        return this.inlineStack.length;
      },
      popStack: function popStack(wrapped) {
        var inline = this.isInline(), item = (inline ? this.inlineStack : this.compileStack).pop();
        if (!wrapped && item instanceof Literal) {
          return item.value;
        } else {
          if (!inline) {
            if (!this.stackSlot) {
              throw new _exception2["default"]("Invalid stack pop");
            }
            this.stackSlot--;
          }
          return item;
        }
      },
      topStack: function topStack() {
        var stack = this.isInline() ? this.inlineStack : this.compileStack, item = stack[stack.length - 1];
        if (item instanceof Literal) {
          return item.value;
        } else {
          return item;
        }
      },
      contextName: function contextName(context) {
        if (this.useDepths && context) {
          return "depths[" + context + "]";
        } else {
          return "depth" + context;
        }
      },
      quotedString: function quotedString(str) {
        return this.source.quotedString(str);
      },
      objectLiteral: function objectLiteral(obj) {
        return this.source.objectLiteral(obj);
      },
      aliasable: function aliasable(name) {
        var ret = this.aliases[name];
        if (ret) {
          ret.referenceCount++;
          return ret;
        }
        ret = this.aliases[name] = this.source.wrap(name);
        ret.aliasable = true;
        ret.referenceCount = 1;
        return ret;
      },
      setupHelper: function setupHelper(paramSize, name, blockHelper) {
        var params = [], paramsInit = this.setupHelperArgs(name, paramSize, params, blockHelper);
        var foundHelper = this.nameLookup("helpers", name, "helper"), callContext = this.aliasable(this.contextName(0) + " != null ? " + this.contextName(0) + " : (container.nullContext || {})");
        return {
          params,
          paramsInit,
          name: foundHelper,
          callParams: [callContext].concat(params)
        };
      },
      setupParams: function setupParams(helper, paramSize, params) {
        var options = {}, contexts = [], types = [], ids = [], objectArgs = !params, param = void 0;
        if (objectArgs) {
          params = [];
        }
        options.name = this.quotedString(helper);
        options.hash = this.popStack();
        if (this.trackIds) {
          options.hashIds = this.popStack();
        }
        if (this.stringParams) {
          options.hashTypes = this.popStack();
          options.hashContexts = this.popStack();
        }
        var inverse = this.popStack(), program = this.popStack();
        if (program || inverse) {
          options.fn = program || "container.noop";
          options.inverse = inverse || "container.noop";
        }
        var i = paramSize;
        while (i--) {
          param = this.popStack();
          params[i] = param;
          if (this.trackIds) {
            ids[i] = this.popStack();
          }
          if (this.stringParams) {
            types[i] = this.popStack();
            contexts[i] = this.popStack();
          }
        }
        if (objectArgs) {
          options.args = this.source.generateArray(params);
        }
        if (this.trackIds) {
          options.ids = this.source.generateArray(ids);
        }
        if (this.stringParams) {
          options.types = this.source.generateArray(types);
          options.contexts = this.source.generateArray(contexts);
        }
        if (this.options.data) {
          options.data = "data";
        }
        if (this.useBlockParams) {
          options.blockParams = "blockParams";
        }
        return options;
      },
      setupHelperArgs: function setupHelperArgs(helper, paramSize, params, useRegister) {
        var options = this.setupParams(helper, paramSize, params);
        options.loc = locationLiteral(this);
        options = this.objectLiteral(options);
        if (useRegister) {
          this.useRegister("options");
          params.push("options");
          return ["options=", options];
        } else if (params) {
          params.push(options);
          return "";
        } else {
          return options;
        }
      }
    };
    (function() {
      var reservedWords = "break else new var case finally return void catch for switch while continue function this with default if throw delete in try do instanceof typeof abstract enum int short boolean export interface static byte extends long super char final native synchronized class float package throws const goto private transient debugger implements protected volatile double import public let yield await null true false".split(" ");
      var compilerWords = JavaScriptCompiler.RESERVED_WORDS = {};
      for (var i = 0, l = reservedWords.length; i < l; i++) {
        compilerWords[reservedWords[i]] = true;
      }
    })();
    JavaScriptCompiler.isValidJavaScriptVariableName = function(name) {
      return !JavaScriptCompiler.RESERVED_WORDS[name] && /^[a-zA-Z_$][0-9a-zA-Z_$]*$/.test(name);
    };
    function locationLiteral(compiler) {
      var loc = compiler.source.currentLocation;
      return loc ? _codeGen.safeJsonLiteral(loc) : "undefined";
    }
    function strictLookup(requireTerminal, compiler, parts, startPartIndex, type) {
      var stack = compiler.popStack(), len = parts.length;
      if (requireTerminal) {
        len--;
      }
      for (var i = startPartIndex; i < len; i++) {
        stack = compiler.nameLookup(stack, parts[i], type);
      }
      if (requireTerminal) {
        return [compiler.aliasable("container.strict"), "(", stack, ", ", compiler.quotedString(parts[len]), ", ", locationLiteral(compiler), " )"];
      } else {
        return stack;
      }
    }
    exports["default"] = JavaScriptCompiler;
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars.js
var require_handlebars = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars.js"(exports, module) {
    "use strict";
    exports.__esModule = true;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _handlebarsRuntime = require_handlebars_runtime();
    var _handlebarsRuntime2 = _interopRequireDefault(_handlebarsRuntime);
    var _handlebarsCompilerAst = require_ast();
    var _handlebarsCompilerAst2 = _interopRequireDefault(_handlebarsCompilerAst);
    var _handlebarsCompilerBase = require_base2();
    var _handlebarsCompilerCompiler = require_compiler();
    var _handlebarsCompilerJavascriptCompiler = require_javascript_compiler();
    var _handlebarsCompilerJavascriptCompiler2 = _interopRequireDefault(_handlebarsCompilerJavascriptCompiler);
    var _handlebarsCompilerVisitor = require_visitor();
    var _handlebarsCompilerVisitor2 = _interopRequireDefault(_handlebarsCompilerVisitor);
    var _handlebarsNoConflict = require_no_conflict();
    var _handlebarsNoConflict2 = _interopRequireDefault(_handlebarsNoConflict);
    var _create = _handlebarsRuntime2["default"].create;
    function create() {
      var hb = _create();
      hb.compile = function(input, options) {
        return _handlebarsCompilerCompiler.compile(input, options, hb);
      };
      hb.precompile = function(input, options) {
        return _handlebarsCompilerCompiler.precompile(input, options, hb);
      };
      hb.AST = _handlebarsCompilerAst2["default"];
      hb.Compiler = _handlebarsCompilerCompiler.Compiler;
      hb.JavaScriptCompiler = _handlebarsCompilerJavascriptCompiler2["default"];
      hb.Parser = _handlebarsCompilerBase.parser;
      hb.parse = _handlebarsCompilerBase.parse;
      hb.parseWithoutProcessing = _handlebarsCompilerBase.parseWithoutProcessing;
      return hb;
    }
    var inst = create();
    inst.create = create;
    _handlebarsNoConflict2["default"](inst);
    inst.Visitor = _handlebarsCompilerVisitor2["default"];
    inst["default"] = inst;
    exports["default"] = inst;
    module.exports = exports["default"];
  }
});

// node_modules/handlebars/dist/cjs/handlebars/compiler/printer.js
var require_printer = __commonJS({
  "node_modules/handlebars/dist/cjs/handlebars/compiler/printer.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.print = print;
    exports.PrintVisitor = PrintVisitor;
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { "default": obj };
    }
    var _visitor = require_visitor();
    var _visitor2 = _interopRequireDefault(_visitor);
    function print(ast) {
      return new PrintVisitor().accept(ast);
    }
    function PrintVisitor() {
      this.padding = 0;
    }
    PrintVisitor.prototype = new _visitor2["default"]();
    PrintVisitor.prototype.pad = function(string) {
      var out = "";
      for (var i = 0, l = this.padding; i < l; i++) {
        out += "  ";
      }
      out += string + "\n";
      return out;
    };
    PrintVisitor.prototype.Program = function(program) {
      var out = "", body = program.body, i = void 0, l = void 0;
      if (program.blockParams) {
        var blockParams = "BLOCK PARAMS: [";
        for (i = 0, l = program.blockParams.length; i < l; i++) {
          blockParams += " " + program.blockParams[i];
        }
        blockParams += " ]";
        out += this.pad(blockParams);
      }
      for (i = 0, l = body.length; i < l; i++) {
        out += this.accept(body[i]);
      }
      this.padding--;
      return out;
    };
    PrintVisitor.prototype.MustacheStatement = function(mustache) {
      return this.pad("{{ " + this.SubExpression(mustache) + " }}");
    };
    PrintVisitor.prototype.Decorator = function(mustache) {
      return this.pad("{{ DIRECTIVE " + this.SubExpression(mustache) + " }}");
    };
    PrintVisitor.prototype.BlockStatement = PrintVisitor.prototype.DecoratorBlock = function(block) {
      var out = "";
      out += this.pad((block.type === "DecoratorBlock" ? "DIRECTIVE " : "") + "BLOCK:");
      this.padding++;
      out += this.pad(this.SubExpression(block));
      if (block.program) {
        out += this.pad("PROGRAM:");
        this.padding++;
        out += this.accept(block.program);
        this.padding--;
      }
      if (block.inverse) {
        if (block.program) {
          this.padding++;
        }
        out += this.pad("{{^}}");
        this.padding++;
        out += this.accept(block.inverse);
        this.padding--;
        if (block.program) {
          this.padding--;
        }
      }
      this.padding--;
      return out;
    };
    PrintVisitor.prototype.PartialStatement = function(partial) {
      var content = "PARTIAL:" + partial.name.original;
      if (partial.params[0]) {
        content += " " + this.accept(partial.params[0]);
      }
      if (partial.hash) {
        content += " " + this.accept(partial.hash);
      }
      return this.pad("{{> " + content + " }}");
    };
    PrintVisitor.prototype.PartialBlockStatement = function(partial) {
      var content = "PARTIAL BLOCK:" + partial.name.original;
      if (partial.params[0]) {
        content += " " + this.accept(partial.params[0]);
      }
      if (partial.hash) {
        content += " " + this.accept(partial.hash);
      }
      content += " " + this.pad("PROGRAM:");
      this.padding++;
      content += this.accept(partial.program);
      this.padding--;
      return this.pad("{{> " + content + " }}");
    };
    PrintVisitor.prototype.ContentStatement = function(content) {
      return this.pad("CONTENT[ '" + content.value + "' ]");
    };
    PrintVisitor.prototype.CommentStatement = function(comment) {
      return this.pad("{{! '" + comment.value + "' }}");
    };
    PrintVisitor.prototype.SubExpression = function(sexpr) {
      var params = sexpr.params, paramStrings = [], hash = void 0;
      for (var i = 0, l = params.length; i < l; i++) {
        paramStrings.push(this.accept(params[i]));
      }
      params = "[" + paramStrings.join(", ") + "]";
      hash = sexpr.hash ? " " + this.accept(sexpr.hash) : "";
      return this.accept(sexpr.path) + " " + params + hash;
    };
    PrintVisitor.prototype.PathExpression = function(id) {
      var path3 = id.parts.join("/");
      return (id.data ? "@" : "") + "PATH:" + path3;
    };
    PrintVisitor.prototype.StringLiteral = function(string) {
      return '"' + string.value + '"';
    };
    PrintVisitor.prototype.NumberLiteral = function(number) {
      return "NUMBER{" + number.value + "}";
    };
    PrintVisitor.prototype.BooleanLiteral = function(bool) {
      return "BOOLEAN{" + bool.value + "}";
    };
    PrintVisitor.prototype.UndefinedLiteral = function() {
      return "UNDEFINED";
    };
    PrintVisitor.prototype.NullLiteral = function() {
      return "NULL";
    };
    PrintVisitor.prototype.Hash = function(hash) {
      var pairs = hash.pairs, joinedPairs = [];
      for (var i = 0, l = pairs.length; i < l; i++) {
        joinedPairs.push(this.accept(pairs[i]));
      }
      return "HASH{" + joinedPairs.join(", ") + "}";
    };
    PrintVisitor.prototype.HashPair = function(pair) {
      return pair.key + "=" + this.accept(pair.value);
    };
  }
});

// node_modules/handlebars/lib/index.js
var require_lib = __commonJS({
  "node_modules/handlebars/lib/index.js"(exports, module) {
    var handlebars = require_handlebars()["default"];
    var printer = require_printer();
    handlebars.PrintVisitor = printer.PrintVisitor;
    handlebars.print = printer.print;
    module.exports = handlebars;
    function extension(module2, filename) {
      var fs = __require("fs");
      var templateString = fs.readFileSync(filename, "utf8");
      module2.exports = handlebars.compile(templateString);
    }
    if (typeof __require !== "undefined" && __require.extensions) {
      __require.extensions[".handlebars"] = extension;
      __require.extensions[".hbs"] = extension;
    }
  }
});

// src/model/trace.ts
var SpanKindSchema = external_exports.enum(["internal", "server", "client", "producer", "consumer"]).describe("The span kind, by its name in the OpenTelemetry API.");
var SpanRoleSchema = external_exports.enum(["tool", "model", "agent"]).describe("What agentci read the span as (GenAI semantic conventions or OpenInference kinds).");
var attributes = (what) => external_exports.record(external_exports.string(), external_exports.unknown()).optional().describe(what);
var TraceSpanEventSchema = external_exports.object({
  name: external_exports.string().describe("The event's name (`exception`, a log line's name)."),
  at_ms: external_exports.number().describe("When it happened, in ms after the trace's earliest start."),
  attributes: attributes("The event's attributes; long values are cut.")
}).describe("An event on a span (an exception, a log line).");
var TraceSpanSchema = external_exports.object({
  trace_id: external_exports.string().describe("The trace id (32 hex digits)."),
  span_id: external_exports.string().describe("The span id (16 hex digits)."),
  parent_id: external_exports.string().optional().describe(
    "The parent span's id; absent for a root span (or one under the attempt's context)."
  ),
  name: external_exports.string().describe("The span's name."),
  kind: SpanKindSchema.optional(),
  start_ms: external_exports.number().describe("Start, in ms after the earliest start among the attempt's spans (the time axis)."),
  duration_ms: external_exports.number().nonnegative().describe("How long the span lasted, in ms."),
  status: external_exports.enum(["ok", "error"]).optional().describe("The span's status; absent when unset."),
  status_message: external_exports.string().optional().describe("The status's message, when it has one."),
  service: external_exports.string().optional().describe("`service.name` of the resource that sent it."),
  role: SpanRoleSchema.optional(),
  attributes: attributes("The span's attributes; long values are cut (see `values_cut`)."),
  events: external_exports.array(TraceSpanEventSchema).optional().describe("The span's events, in order.")
}).describe("One span the agent sent.");
var AttemptTraceSchema = external_exports.object({
  started_at: external_exports.string().describe("When the earliest span started (ISO 8601); the zero of every `start_ms`."),
  spans: external_exports.array(TraceSpanSchema).describe("The spans kept, ordered by start time."),
  received: external_exports.number().int().nonnegative().describe(
    "Spans received for the attempt; more than `spans`' length when some were left out."
  ),
  left_out: external_exports.number().int().nonnegative().optional().describe("Spans over the per-attempt limit, received and counted but not kept."),
  values_cut: external_exports.number().int().nonnegative().optional().describe("Attribute and event values cut to the per-value limit."),
  complete: external_exports.boolean().describe(
    "Whether every span's parent had arrived when collection ended: false means the agent was still sending (later spans of this attempt are refused, and said so in the log)."
  ),
  flush_wait_ms: external_exports.number().nonnegative().describe(
    "How long the attempt waited for spans after the agent finished (its flush window at most)."
  )
}).describe(
  "The agent's OpenTelemetry spans for one attempt, and how complete their collection was."
);

// src/model/transcript.ts
var ToolCallSchema = external_exports.looseObject({
  id: external_exports.string().optional().describe("The call's id."),
  name: external_exports.string().describe("The tool's name."),
  arguments: external_exports.unknown().optional().describe("Its arguments, parsed."),
  result: external_exports.unknown().optional().describe("What the tool returned, when the target reports it."),
  is_error: external_exports.boolean().optional().describe("The tool reported an error."),
  error: external_exports.string().optional().describe("The error a call reported (Yao's ToolCallResponse.Error)."),
  server: external_exports.string().optional().describe("The MCP server the tool belongs to.")
}).describe("A tool call the agent made.");
var MockCallSchema = external_exports.looseObject({
  tool: external_exports.string().describe("The tool called."),
  input: external_exports.unknown().describe("What it was called with."),
  action: external_exports.enum(["stub", "deny", "rewrite", "spy"]).describe(
    "What the mock did: answered in its place, refused, changed the input, or only recorded."
  ),
  mock: external_exports.string().optional().describe("The mock's name."),
  rule: external_exports.number().int().nonnegative().optional().describe(
    "Index of the intercepting declaration among those with an action (skilltest's `rule`)."
  )
}).describe("One call seen by a mock or spy.");
var UsageSchema = external_exports.looseObject({
  input_tokens: external_exports.number().nonnegative().default(0).describe("Prompt tokens."),
  output_tokens: external_exports.number().nonnegative().default(0).describe("Completion tokens."),
  cached_tokens: external_exports.number().nonnegative().optional().describe("Prompt tokens served from cache."),
  cost_usd: external_exports.number().nonnegative().optional().describe("Cost in US dollars, when priced.")
}).describe("Tokens and cost.");
var AgentEventSchema = external_exports.looseObject({ type: external_exports.string().describe("The event's type.") }).describe("An event the agent streamed (harness agents).");
var TurnRecordSchema = external_exports.object({
  turn: external_exports.number().int().positive().describe("The turn, from 1."),
  input: external_exports.unknown().optional().describe("What the user said."),
  output: external_exports.unknown().optional().describe("What the agent answered."),
  tool_calls: external_exports.number().int().nonnegative().default(0).describe(
    "How many of the transcript's `tool_calls` this turn made: the next ones after earlier turns'."
  ),
  checkpoints_reached: external_exports.array(external_exports.string()).optional().describe("Checkpoints reached in this turn."),
  duration_ms: external_exports.number().nonnegative().describe("The turn's time, in ms."),
  error: external_exports.string().optional().describe("What went wrong in this turn.")
}).describe("One turn of a conversation (Yao's TurnResult).");
var CheckpointRecordSchema = external_exports.object({
  id: external_exports.string().describe("The checkpoint's id."),
  reached: external_exports.boolean().describe("The conversation reached it."),
  reached_at_turn: external_exports.number().int().positive().optional().describe("The turn that reached it."),
  required: external_exports.boolean().describe("The case fails without it."),
  passed: external_exports.boolean().describe("It held."),
  message: external_exports.string().optional().describe("The message of its assertions when it held; else the first failure seen."),
  agent_validation: external_exports.object({
    passed: external_exports.boolean().describe("The judge said it held."),
    reason: external_exports.string().optional().describe("The judge's reason."),
    criteria: external_exports.string().optional().describe("What the judge was asked."),
    input: external_exports.unknown().optional().describe("What the judge was shown."),
    response: external_exports.unknown().optional().describe("The judge's raw answer.")
  }).optional().describe("An `agent` assertion's verdict (Yao's AgentValidationResult).")
}).describe("A Yao checkpoint at the end of a conversation (Yao's CheckpointResult).");
var TranscriptSchema = external_exports.object({
  messages: external_exports.array(MessageSchema).default([]).describe("The conversation, in order."),
  tool_calls: external_exports.array(ToolCallSchema).default([]).describe("Every tool call, in order."),
  mock_calls: external_exports.array(MockCallSchema).default([]).describe("Every call a mock or spy saw."),
  mock_channel: external_exports.boolean().optional().describe(
    "The case recorded tool calls (mocks or `spy`): an empty `mock_calls` then means no calls."
  ),
  events: external_exports.array(AgentEventSchema).default([]).describe("Events the agent streamed."),
  usage: UsageSchema.optional().describe("The attempt's tokens and cost."),
  finish_reason: external_exports.string().optional().describe("Why the agent's last reply ended (model's words)."),
  stderr: external_exports.string().optional().describe("The agent's stderr (command agents), capped."),
  exit_code: external_exports.number().nullable().optional().describe("The agent's exit code (command agents)."),
  effects: external_exports.record(external_exports.string(), external_exports.unknown()).optional().describe("Side effects the agent's reply reported (its `effects` field)."),
  init_result: external_exports.record(external_exports.string(), external_exports.unknown()).optional().describe("thinkingbox: what each server's `__reserved__init` returned (x.init_result)."),
  session_id: external_exports.string().optional().describe("thinkingbox: the session id the servers were given (x.session_id)."),
  logs: external_exports.array(external_exports.string()).optional().describe("Log lines the agent's reply carried (its `logs` field)."),
  turns: external_exports.array(TurnRecordSchema).optional().describe("A conversation's turns, in order."),
  checkpoints: external_exports.array(CheckpointRecordSchema).optional().describe("A Yao dynamic case's checkpoints, in the case's order."),
  trace: AttemptTraceSchema.optional().describe(
    "The agent's OpenTelemetry spans, when it was traced (`trace: otlp`, `--trace`)."
  )
}).describe("Everything one attempt left behind (its final output is the attempt's `output`).");

// src/model/matrix-cell.ts
var MatrixCellSchema = external_exports.object({
  platform: external_exports.string().describe("The platform (`-p`)."),
  model: external_exports.string().describe("The model (`-m`)."),
  name: external_exports.string().describe("The skilltest case name (`runs[].case` in skilltest's report).")
});

// src/model/environment-fault.ts
var FAULT_KINDS = [
  "rate_limit",
  "quota",
  "overloaded",
  "server_error",
  "connection"
];
var FaultKindSchema = external_exports.enum(FAULT_KINDS).describe(
  "`rate_limit`: 429 / RateLimitError / RESOURCE_EXHAUSTED; `quota`: the account ran out (insufficient_quota); `overloaded`: 529 / 503 / overloaded_error; `server_error`: another 5xx from the provider; `connection`: the connection to the provider failed or timed out."
);
var FaultPatternSchema = external_exports.strictObject({
  id: external_exports.string().regex(/^[a-z0-9][a-z0-9._-]*$/, "lower-case letters, digits, `.`, `_` and `-`").describe("A name for the pattern (reports count faults by it; `remove` names it)"),
  kind: FaultKindSchema,
  pattern: external_exports.string().min(1).describe(
    "An RE2 regular expression (`(?i)` for case-insensitive), searched in the stderr, the error and, when the output is nothing but an error, the output of a failed attempt"
  ),
  source: external_exports.string().min(1).optional().describe("Where the text comes from (an SDK file, a service): for people reading the table"),
  example: external_exports.string().optional().describe("A real message the pattern must match (checked when the table is loaded)")
}).describe("A provider fault: text an SDK prints when a model call failed for this reason.");
var EnvironmentFaultsConfigSchema = external_exports.strictObject({
  add: external_exports.array(FaultPatternSchema).optional().describe(
    "Patterns added before the built-in ones (the first that matches decides the kind); an `id` equal to a built-in one replaces it"
  ),
  remove: external_exports.array(external_exports.string().min(1)).optional().describe(
    "Ids of built-in patterns to leave out (docs/environment-fault-patterns.md lists them)"
  ),
  builtin: external_exports.boolean().optional().describe("`false`: use only the patterns under `add` (default true)")
}).describe(
  "Which failures are the provider's, not the agent's: an attempt that failed with one of these is waited out on the agent's rate limiter and asked again until its deadline, never graded (docs/environment-faults.md)."
);
var AttemptFaultSchema = external_exports.object({
  kind: FaultKindSchema,
  pattern: external_exports.string().describe("The id of the pattern that matched."),
  times: external_exports.number().int().positive().describe("How many of the attempt’s tries failed with it (each one was not graded)."),
  text: external_exports.string().describe("The text it matched, as the agent printed it (cut short).")
}).describe("An environment fault an attempt hit: the agent was asked again instead of graded.");
var count = (what) => external_exports.number().int().nonnegative().describe(what);
var FaultCountSchema = external_exports.object({
  kind: FaultKindSchema,
  attempts: count("Attempts that hit it at least once."),
  faults: count("Tries that failed with it (none of them graded)."),
  lost: count("Attempts still failing with it at their deadline (left out of comparisons).")
});
var FaultSummarySchema = external_exports.object({
  attempts: count("Attempts that hit an environment fault at least once."),
  faults: count("Tries that failed with one: each was asked again, none was graded."),
  lost: count(
    "Attempts still failing with one at their deadline: errors with a `cause`, left out of comparisons."
  ),
  by_kind: external_exports.array(FaultCountSchema).describe("The same, per kind, in FAULT_KINDS order.")
}).describe(
  "Environment faults in agents agentci does not wrap (matched in stderr, errors and error outputs): asked again instead of graded."
);

// src/model/result.ts
var count2 = (what) => external_exports.number().int().nonnegative().describe(what);
var CheckSchema = external_exports.object({
  label: external_exports.string().describe('A short human label, e.g. `contains "Paris"` or the eval\'s name.'),
  type: external_exports.string().describe("The assertion or eval type (`contains`, `tool_called`, `boolean`…)."),
  passed: external_exports.boolean().describe("The check held."),
  expected: external_exports.unknown().optional().describe("What the check expected."),
  actual: external_exports.unknown().optional().describe("What it found."),
  message: external_exports.string().optional().describe("What a person should read when it failed (or why it passed, for judges)."),
  error: external_exports.string().optional().describe(
    "Set when the check could not be evaluated (script threw, judge unusable): the attempt errors."
  ),
  negate: external_exports.boolean().optional().describe("The assertion was negated (`not: true`)."),
  line: external_exports.number().int().positive().optional().describe(
    "The line of the assertion or eval in the suite file, when it is not the case's own line (a skilltest eval)."
  ),
  score: external_exports.number().optional().describe("The score, for scored checks (numeric evals, judges)."),
  detail: external_exports.record(external_exports.string(), external_exports.unknown()).optional().describe(
    "The verdict in skilltest's report shape (`EvalDetail`), set on skilltest evals that were scored."
  ),
  judge: external_exports.object({
    runs: external_exports.number().int().positive().describe("How many times the judge was asked."),
    agreement: external_exports.number().min(0).max(1).describe("The share of runs agreeing with the majority (1 = unanimous)."),
    unusable: external_exports.number().int().nonnegative().optional().describe("Runs whose reply could not be used."),
    verdicts: external_exports.array(external_exports.boolean()).optional().describe("Each run's verdict."),
    scores: external_exports.array(external_exports.number()).optional().describe("Each run's score.")
  }).optional().describe(
    "How the judge model answered when it was asked more than once (`judge.runs`), so a flaky judge is told apart from a flaky agent."
  )
}).describe("One assertion or eval, judged on one attempt.");
var ATTEMPT_CAUSES = [
  "rate_limited",
  "environment_fault",
  "not_started",
  "budget"
];
var ATTEMPT_STATUSES = ["passed", "failed", "error", "timeout", "skipped"];
var AttemptStatusSchema = external_exports.enum(ATTEMPT_STATUSES);
var AttemptResultSchema = external_exports.object({
  id: external_exports.string().describe("The case's id."),
  suite: external_exports.string().describe("The case's suite."),
  run: external_exports.number().int().positive().describe("Which run of the case, from 1."),
  status: AttemptStatusSchema.describe(
    "passed: every check held; failed: one did not; error: the agent crashed, exited non-zero, printed undeclared output or a check could not run; timeout: no answer in time; skipped: did not run."
  ),
  started_at: external_exports.string().optional().describe("When the attempt started (ISO 8601)."),
  duration_ms: external_exports.number().nonnegative().describe("The agent's time on the attempt, in ms."),
  output: external_exports.unknown().optional().describe("The agent's final answer."),
  error: external_exports.string().optional().describe("Why the attempt errored or timed out."),
  checks: external_exports.array(CheckSchema).default([]).describe("Every assertion and eval, judged."),
  reward: external_exports.number().min(0).max(1).optional().describe("A score from 0 to 1, when the case is scored (thinkingbox)."),
  usage: UsageSchema.optional().describe("The agent's tokens and cost."),
  eval_usage: UsageSchema.optional().describe(
    "What the judge model and simulated users spent on this attempt, kept apart from the agent's `usage`."
  ),
  transcript: TranscriptSchema.optional(),
  cause: external_exports.enum(ATTEMPT_CAUSES).optional().describe(
    "Why an attempt could not run, when that was not the agent's doing: `rate_limited` (an `error`) = its deadline came while an endpoint (`rate_limited_by`) was still rate limiting it; `environment_fault` (an `error`) = its deadline came while the agent's model provider was still failing it otherwise (overloaded, a server error, no connection: `environment_faults`); `not_started` (an `error`) = the agent's process could not be started; `budget` (`skipped`) = the run's max-cost / max-tokens was spent. Rate-limited, faulted and unstarted attempts still count in the case's pass rate; comparisons with the base branch leave them all out."
  ),
  rate_limited_by: external_exports.string().optional().describe("The endpoint that kept rate limiting it."),
  rejudged: external_exports.object({
    verdicts: external_exports.array(external_exports.boolean()).describe("Whether each judging again passed every check, in order.")
  }).optional().describe(
    "A failed attempt whose transcript was judged again (`judge.rejudge` times, no agent call) to tell judge noise from a real failure."
  ),
  environment_faults: external_exports.array(AttemptFaultSchema).optional().describe(
    "Provider faults the agent failed with (matched in its stderr, error or error output, docs/environment-faults.md): each such try was waited out and the agent asked again, never graded."
  ),
  limit_wait_ms: external_exports.number().nonnegative().optional().describe(
    "Time the attempt's calls waited on rate limits, in ms; not part of `duration_ms`."
  )
}).describe("One run of one case (Yao's `run_details[]`).");
var TrajectoryStepSchema = external_exports.object({
  name: external_exports.string().describe("The tool's name."),
  arguments: external_exports.unknown().optional().describe("Its arguments, parsed.")
}).describe("A tool call by name and arguments.");
var runNumbers = (what) => external_exports.array(external_exports.number().int().positive()).describe(what);
var FLAKE_SOURCES = ["judge", "simulated_user", "agent", "environment"];
var FlakeSourceSchema = external_exports.enum(FLAKE_SOURCES).describe(
  "`judge`: the same transcript was judged both ways; `simulated_user`: the runs first part at a simulated-user turn; `agent`: same inputs, other agent steps; `environment`: a provider fault, a timeout or a crash of the agent's process, not a wrong answer."
);
var FlakeAttributionSchema = external_exports.object({
  label: external_exports.enum([...FLAKE_SOURCES, "mixed"]).describe("The source of every failing run, or `mixed` when they differ (see `shares`)."),
  shares: external_exports.partialRecord(FlakeSourceSchema, external_exports.number().min(0).max(1)).describe("The share of failing runs per source (0–1; only the sources seen)."),
  runs: external_exports.array(
    external_exports.object({
      run: external_exports.number().int().positive().describe("The failing run."),
      source: FlakeSourceSchema,
      evidence: external_exports.string().describe(
        "Why, in a sentence (code spans in backticks hold names and values, no other backtick)."
      )
    })
  ).describe("Each failing run, the source it is put down to, and the evidence."),
  summary: external_exports.string().describe(
    "One line: the label (with shares when mixed) and the first evidence; backticks only around code spans."
  )
}).describe(
  "Whose doing a flaky case's failures are: the judge, the simulated user, the agent or the environment, per failing run and for the case."
);
var FlakyWhySchema = external_exports.object({
  passing_runs: runNumbers("The runs that passed."),
  failing_runs: runNumbers("The runs that did not."),
  summary: external_exports.string().describe(
    "One line for the PR comment; code spans in backticks hold names and values (no other backtick)."
  ),
  divergence: external_exports.array(
    external_exports.object({
      runs: runNumbers("The failing runs that part at this step."),
      step: external_exports.number().int().positive().describe("1-based index of the tool call where they part."),
      kind: external_exports.enum(["missing_call", "extra_call", "other_call", "other_arguments"]).describe("How they part: a call missing, one more, another tool, other arguments."),
      passing_run: external_exports.number().int().positive().describe("The passing run compared with."),
      passing: TrajectoryStepSchema.optional().describe(
        "What the passing run did at that step."
      ),
      failing: TrajectoryStepSchema.optional().describe("What the failing runs did there."),
      text: external_exports.string().describe("The same, in a sentence.")
    })
  ).describe(
    "Where the failing runs' tool calls first part from the closest passing run's, per group of runs."
  ),
  failing_checks: external_exports.array(
    external_exports.object({
      label: external_exports.string().describe("The check's label."),
      runs: runNumbers("The failing runs in which it failed."),
      message: external_exports.string().optional().describe("Its message."),
      passed_in_passing_runs: external_exports.boolean().describe("Every passing run passed it.")
    })
  ).describe("Checks that failed in failing runs, with whether every passing run passed them."),
  errors: external_exports.array(
    external_exports.object({
      run: external_exports.number().int().positive().describe("The run."),
      status: external_exports.string().describe("`error` or `timeout`."),
      message: external_exports.string().describe("Why.")
    })
  ).describe("Failing runs that errored or timed out instead of failing a check."),
  output_diff: external_exports.object({
    passing_run: external_exports.number().int().positive().describe("The passing run."),
    failing_run: external_exports.number().int().positive().describe("The failing run."),
    lines: external_exports.array(external_exports.string()).describe("The diff, `-` passing, `+` failing."),
    truncated: external_exports.boolean().describe("The diff was cut short.")
  }).optional().describe("A short line diff of one passing and one failing run's output."),
  source: FlakeAttributionSchema.optional()
}).describe(
  "Why a case whose runs disagree flakes: what separates its failing runs from its passing ones, found by comparing them (no model call)."
);
var STABILITY_CLASSES = [
  "stable",
  "mostly_stable",
  "unstable",
  "highly_unstable",
  "failing"
];
var VERDICTS = ["pass", "fail", "flaky", "inconclusive", "skipped"];
var CASE_STATUSES = ["passed", "failed", "error", "skipped"];
var CaseResultSchema = external_exports.object({
  id: external_exports.string().describe("The case's id, unique in its suite."),
  suite: external_exports.string().describe("The suite file it comes from, relative to the working folder."),
  file: external_exports.string().describe("The file the case is in."),
  line: external_exports.number().int().positive().describe("Its line in that file."),
  format: external_exports.string().describe("Its test format (`yao-jsonl`, `skilltest`, `thinkingbox`…)."),
  tags: external_exports.array(external_exports.string()).default([]).describe("The case's tags."),
  status: external_exports.enum(CASE_STATUSES).describe(
    "passed: met its threshold; failed: missed it; error: missed it only through errors and timeouts; skipped: did not run."
  ),
  verdict: external_exports.enum(VERDICTS).describe(
    "All runs agree: pass or fail; else the Wilson interval decides when it lies wholly above (pass) or below (fail) the threshold, and flaky when it straddles it; inconclusive when adaptive runs reached their maximum."
  ),
  flaky: external_exports.boolean().describe("Some runs passed and some failed."),
  input: external_exports.unknown().optional().describe("The case's input."),
  expected: external_exports.unknown().optional().describe("What the case expects, when it says."),
  output: external_exports.unknown().optional().describe("The first attempt's output (Yao's single-run field)."),
  error: external_exports.string().optional().describe("The first error, when an attempt errored."),
  skip_reason: external_exports.string().optional().describe("Why the case was skipped."),
  runs: count2("Attempts that ran."),
  passed: count2("Attempts that passed."),
  failed: count2("Attempts whose checks failed."),
  errors: count2("Attempts that errored."),
  timeouts: count2("Attempts that timed out."),
  skipped: count2("Attempts that did not run."),
  pass_rate: external_exports.number().min(0).max(100).describe(
    "Percentage 0–100 over every non-skipped attempt; errors and timeouts count as failures."
  ),
  interval: external_exports.object({
    low: external_exports.number().describe("Lower bound."),
    high: external_exports.number().describe("Upper bound.")
  }).describe("Wilson 95% interval of the pass ratio, 0–1."),
  consistency: external_exports.number().min(0).max(1).describe("Share of runs whose normalised output equals the most common one."),
  stable: external_exports.boolean().describe("Every run passed."),
  class: external_exports.enum(STABILITY_CLASSES).describe(
    "Yao's stability class by pass rate (100% stable, ≥80% mostly_stable, ≥50% unstable, else highly_unstable), except failing: every run failed (a consistent failure, not an unstable case). Yao's report format keeps Yao's class in stability_class."
  ),
  threshold: external_exports.number().min(0).max(1).describe("The minimum pass ratio (0–1) this case had to reach."),
  threshold_declared: external_exports.boolean().optional().describe("The case declared its own threshold: then it is a hard gate of its own."),
  matrix: MatrixCellSchema.optional().describe(
    "skilltest's platform × model cell of this case (`-p`/`-m`), and the case's own name."
  ),
  duration_ms: external_exports.number().nonnegative().describe("Total time of its attempts, in ms."),
  avg_duration_ms: external_exports.number().nonnegative().describe("Mean attempt time, in ms."),
  min_duration_ms: external_exports.number().nonnegative().describe("Shortest attempt, in ms."),
  max_duration_ms: external_exports.number().nonnegative().describe("Longest attempt, in ms."),
  std_deviation_ms: external_exports.number().nonnegative().describe("Population standard deviation of the attempt times, in ms."),
  usage: UsageSchema.optional().describe("The agent's tokens and cost over the runs."),
  eval_usage: UsageSchema.optional().describe(
    "The judge's and simulated users' usage over the runs (`run_details[].eval_usage` summed)."
  ),
  runs_reason: external_exports.string().optional().describe("Why the runner used this many runs (adaptive runs say more)."),
  quarantined: external_exports.boolean().optional().describe("Listed in the quarantine file (and not expired): run and reported, never gates."),
  quarantine: external_exports.object({
    reason: external_exports.string().describe("Why."),
    expires: external_exports.string().describe("Until when (a date).")
  }).optional().describe("Why it is quarantined and until when (from the quarantine file)."),
  flaky_why: FlakyWhySchema.optional(),
  fingerprint: external_exports.string().optional().describe(
    "The case's definition as a hash (input, checks, mocks, simulator, options, canonicalised): a base report's runs under another fingerprint are not compared with this one's."
  ),
  pass_at_k: external_exports.array(external_exports.number().min(0).max(1)).optional().describe(
    "pass@k (at least one of k runs passed) for k = 1…n, index k−1, from the runs that gave evidence."
  ),
  pass_hat_k: external_exports.array(external_exports.number().min(0).max(1)).optional().describe(
    "pass^k (all k runs passed) for k = 1…n, index k−1, from the runs that gave evidence."
  ),
  run_details: external_exports.array(AttemptResultSchema).describe("Every attempt, in run order.")
}).describe(
  "One case over all its runs: a superset of Yao's stability result (`pass_rate` is a percentage, as in Yao's report)."
);

// src/model/schema-id.ts
var SCHEMA_BASE_URL = "https://raw.githubusercontent.com/agentci/agentci/main/schemas/";
function schemaId(name) {
  return `${SCHEMA_BASE_URL}${name}.schema.json`;
}

// src/model/report-version.ts
var REPORT_SCHEMA_VERSION = 1;

// src/model/report.ts
var GATES = [
  "suite_threshold",
  "case_threshold",
  "max_regression",
  "min_pass_hat_k",
  "runtime"
];
var MinPassHatKSchema = external_exports.strictObject({
  k: external_exports.number().int().min(1).max(1e3).describe("How many runs in a row must all pass."),
  rate: external_exports.number().min(0).max(1).describe("The least pass^k (0–1) each gated case had to reach.")
});
var GateResultSchema = external_exports.object({
  passed: external_exports.boolean().describe("Every gate passed: the run succeeds."),
  exit_code: external_exports.number().int().min(0).max(3).describe(
    "The exit code the run ends with: 0 every gate passed, 1 a test failed or a gate was missed, 3 a runtime failure (interrupted, results could not be written)."
  ),
  decided_by: external_exports.enum(GATES).nullable().describe(
    "The gate that decided a failure (the first that failed), or null when all passed."
  ),
  reasons: external_exports.array(
    external_exports.object({
      gate: external_exports.enum(GATES).describe("The gate that failed."),
      message: external_exports.string().describe("Why, in a sentence a reviewer can act on.")
    })
  ).describe("Every gate that failed, in the order the gates are checked."),
  thresholds: external_exports.object({
    suite: external_exports.number().min(0).max(1).describe("The share of cases (0–1) that had to meet their threshold (`threshold`)."),
    case: external_exports.number().min(0).max(1).describe(
      "The pass ratio (0–1) each case had to reach unless it declares its own (`case_threshold`)."
    ),
    max_regression: external_exports.number().nullable().optional().describe(
      "The most percentage points a case could lose against the baseline; null or absent: not gated."
    ),
    min_pass_hat_k: MinPassHatKSchema.nullable().optional().describe(
      "The `min-pass-hat-k` gate: every case's pass^k at this k had to reach this rate; null or absent: not gated."
    ),
    min_runs: external_exports.number().int().positive().optional().describe(
      "The fewest runs giving evidence a case needed to count as a pass (or be compared)."
    )
  }).describe("The thresholds the gates applied.")
}).describe("The gates: whether the run passed, which gate decided and why.");
var count3 = (what) => external_exports.number().int().nonnegative().describe(what);
var SummarySchema = external_exports.object({
  total: count3("Cases in the run (Yao's field; the same as `total_cases`)."),
  total_cases: count3("Cases in the run."),
  total_runs: count3("Attempts that ran (skipped ones not counted)."),
  runs_per_case: count3("Runs planned per case (`runs`; adaptive runs may add more)."),
  passed: count3("Cases that met their threshold."),
  failed: count3("Cases that ran and missed their threshold (errors included)."),
  errors: count3("Cases that missed their threshold only through errors and timeouts."),
  skipped: count3("Cases that did not run."),
  flaky: count3("Cases some of whose runs passed and some failed."),
  verdicts: external_exports.object({
    pass: count3("Cases whose verdict is `pass`."),
    fail: count3("Cases whose verdict is `fail`."),
    flaky: count3("Cases whose verdict is `flaky`."),
    inconclusive: count3("Cases whose verdict is `inconclusive`."),
    skipped: count3("Cases whose verdict is `skipped`.")
  }).describe("Cases per verdict."),
  attempts: external_exports.object({
    passed: count3("Attempts that passed."),
    failed: count3("Attempts whose checks failed."),
    error: count3("Attempts that errored (crash, bad output, a check that could not run)."),
    timeout: count3("Attempts that timed out."),
    skipped: count3("Attempts that did not run.")
  }).describe("Attempts (case × run) per status."),
  overall_pass_rate: external_exports.number().min(0).max(100).describe("Percentage of non-skipped attempts that passed (Yao's field)."),
  case_pass_rate: external_exports.number().min(0).max(100).describe("Percentage of non-skipped cases that met their threshold."),
  stable_cases: count3("Cases every run of which passed."),
  unstable_cases: count3("Cases that ran and not every run of which passed."),
  no_assertion_cases: external_exports.number().int().nonnegative().default(0).describe(
    "Cases that assert nothing: they pass whenever the agent answers, which is rarely meant."
  ),
  environment_faults: FaultSummarySchema.optional(),
  duration_ms: external_exports.number().nonnegative().describe("Wall-clock time of the whole run, in ms."),
  agent_id: external_exports.string().optional().describe("The agent under test, when it has an id."),
  connector: external_exports.string().optional().describe("The model connector used (Yao's field)."),
  usage: UsageSchema.optional().describe("The agent's tokens and cost over every attempt."),
  eval_usage: UsageSchema.optional().describe(
    "The judge's and simulated users' tokens and cost over every case (the agent's stay in `usage`)."
  ),
  pass_k: external_exports.object({
    pass_at_k: external_exports.array(external_exports.number().min(0).max(1)).describe("Mean pass@k (at least one of k runs passes) for k = 1…, index k−1."),
    pass_hat_k: external_exports.array(external_exports.number().min(0).max(1)).describe("Mean pass^k (all k runs pass) for k = 1…, index k−1."),
    cases: external_exports.array(external_exports.number().int().nonnegative()).describe("How many cases have runs reaching k, index k−1: the means are over those.")
  }).optional().describe(
    "The suite's mean pass@k and pass^k for k = 1…(most runs of a case), each over the cases whose runs reach k (docs/statistics.md)."
  )
}).describe("Totals over the run: a superset of both of Yao's summary shapes.");
var EnvironmentSchema = external_exports.looseObject({
  user_id: external_exports.string().describe("The user the agent was run as (Yao's context user)."),
  team_id: external_exports.string().describe("The team the agent was run as (Yao's context team)."),
  locale: external_exports.string().describe("The locale the agent was run with.")
}).describe("The context the cases ran in (the first case's; Yao's report field).");
var MetadataSchema = external_exports.looseObject({
  started_at: external_exports.string().describe("When the run started (ISO 8601)."),
  completed_at: external_exports.string().describe("When the run ended (ISO 8601)."),
  version: external_exports.string().describe("The agentci version that ran it."),
  git_sha: external_exports.string().optional().describe("The commit under test, when known."),
  shard: external_exports.object({
    index: external_exports.number().int().describe("This shard, from 1."),
    total: external_exports.number().int().describe("How many shards the cases were split into.")
  }).optional().describe("The shard of the cases this run covered (`shard: i/n`)."),
  options: external_exports.record(external_exports.string(), external_exports.unknown()).default({}).describe("The run settings that shaped the results (runs, timeout, parallel…)."),
  interrupted: external_exports.boolean().optional().describe("The run was stopped before every attempt finished: results cover what finished."),
  missing_shards: external_exports.array(
    external_exports.object({
      total: external_exports.number().int().describe("How many shards the run was split into."),
      indexes: external_exports.array(external_exports.number().int()).describe("The shards that never reported, from 1.")
    })
  ).optional().describe("A merged report: the shards that never reported (their cases are not in it).")
}).describe("When and how the run was made.");
var EndpointStatsSchema = external_exports.object({
  endpoint: external_exports.string().describe("The endpoint (a model or an HTTP agent), by address."),
  requests: count3("Requests sent, retries included."),
  rate_limited: count3('Answers that said "rate limited" (429, 529, 503 with Retry-After).'),
  waited_ms: external_exports.number().nonnegative().describe("Wall time during which calls waited on the endpoint's limit, in ms."),
  min_concurrency: count3("The lowest concurrency the window came down to."),
  max_concurrency: count3("The window's ceiling (`parallel`)."),
  attempts_lost: count3(
    "Attempts that could not run because this endpoint kept rate limiting them."
  )
}).describe("What the run's limiter saw of one endpoint.");
var HistorySchema = external_exports.object({
  runs: external_exports.array(
    external_exports.object({
      source: external_exports.string().describe("Where the report came from: the base branch, or this run."),
      run_id: external_exports.number().int().optional().describe("The workflow run that made it."),
      run_url: external_exports.string().optional().describe("That run's web page."),
      sha: external_exports.string().optional().describe("The commit it tested."),
      started_at: external_exports.string().optional().describe("When it started (ISO 8601)."),
      current: external_exports.boolean().optional().describe("This report itself.")
    })
  ).describe("The reports compared, oldest first; this one last when included."),
  skipped: external_exports.array(
    external_exports.object({
      run_id: external_exports.number().int().optional().describe("The run whose report was not read."),
      reason: external_exports.string().describe("Why.")
    })
  ).describe("Past runs whose report could not be fetched or read, and why."),
  cases: external_exports.array(
    external_exports.object({
      id: external_exports.string().describe("The case's id."),
      suite: external_exports.string().describe("The case's suite."),
      pass_rates: external_exports.array(external_exports.number().min(0).max(100).nullable()).describe(
        "Pass rate (0–100) per report, as `runs`; null where the case was absent or skipped."
      ),
      outcomes: external_exports.string().regex(/^[PFES-]*$/).describe(
        "Status per report, one letter each: P passed, F failed, E error, S skipped, - absent."
      ),
      ran: count3("Reports in which the case ran."),
      flaky: count3("Reports in which some of its runs passed and some failed.")
    })
  ).describe("Per case: its pass rate and status in each of `runs`.")
}).describe(
  "Each case's pass-rate history over the base branch's last reports and this one (the action's `history`)."
);
var ReportSchema = external_exports.object({
  schema_version: external_exports.literal(REPORT_SCHEMA_VERSION).describe("The report format's version; changes only when a field changes meaning."),
  type: external_exports.literal("agent_test").describe("Yao's report type."),
  summary: SummarySchema,
  environment: EnvironmentSchema,
  gate: GateResultSchema,
  results: external_exports.array(CaseResultSchema).describe("One entry per case, over all its runs."),
  metadata: MetadataSchema,
  warnings: external_exports.array(external_exports.string()).default([]).describe("What a reader should know about the run as a whole (a sentence each)."),
  rate_limits: external_exports.array(EndpointStatsSchema).optional().describe(
    "Per endpoint the run called through agentci (HTTP agent, models): rate limits and waits."
  ),
  history: HistorySchema.optional()
}).describe(
  "An agentci report (report.json): every case's runs, stability, verdict and the gates' decision. A superset of Yao's JSON report."
).meta({ $id: schemaId("report") });

// src/model/diff.ts
var TRANSITIONS = [
  "new_failure",
  "fixed",
  "newly_flaky",
  "stabilised",
  "regressed",
  "improved",
  "added",
  "removed",
  "unchanged"
];
var CountsSchema = external_exports.object({
  passed: external_exports.number().int().nonnegative(),
  runs: external_exports.number().int().nonnegative(),
  pass_rate: external_exports.number(),
  status: external_exports.string(),
  verdict: external_exports.string(),
  avg_duration_ms: external_exports.number().optional(),
  cost_usd: external_exports.number().optional()
});
var COMPARE_VERDICTS = [
  "regression",
  "no_regression",
  "not_enough_runs",
  "redefined",
  "new",
  "removed",
  "skipped"
];
var COMPARE_BASES = ["history", "base", "threshold"];
var LostSchema = external_exports.object({
  rate_limited: external_exports.number().int().nonnegative(),
  /** Still failing with a provider fault other than a rate limit at the deadline. */
  environment_fault: external_exports.number().int().nonnegative().default(0),
  budget: external_exports.number().int().nonnegative(),
  not_started: external_exports.number().int().nonnegative(),
  shard_missing: external_exports.number().int().nonnegative()
});
var CaseCompareSchema = external_exports.object({
  verdict: external_exports.enum(COMPARE_VERDICTS),
  basis: external_exports.enum(COMPARE_BASES),
  /** Pooled base runs that gave evidence under this run's definition, and the reports they span. */
  base: external_exports.object({
    passed: external_exports.number().int().nonnegative(),
    runs: external_exports.number().int().nonnegative(),
    reports: external_exports.number().int().nonnegative()
  }),
  /** This run's runs that gave evidence. */
  head: external_exports.object({
    passed: external_exports.number().int().nonnegative(),
    runs: external_exports.number().int().nonnegative()
  }),
  /** Attempts left out of both counts: lost to the environment, on each side. */
  lost: external_exports.object({ base: LostSchema, head: LostSchema }),
  /** Base runs left out because the case was defined otherwise then. */
  other_definition_runs: external_exports.number().int().nonnegative(),
  /** Pooled base pass rate − this run's, in percentage points (positive = dropped). */
  drop_pp: external_exports.number().nullable(),
  /** One-sided Fisher exact p-value that this run passes less often than the pooled base. */
  p_value: external_exports.number().nullable(),
  /** The p-value adjusted by Benjamini–Hochberg over the run's compared cases (its q-value). */
  p_adjusted: external_exports.number().nullable(),
  /** Smallest drop (pp) these run counts detect with 80 % power at the lone-case level q/m. */
  detectable_drop_pp: external_exports.number().nullable(),
  /** Runs per case that would detect a 20-point drop from the pooled rate (null: none up to 1000). */
  runs_for_drop: external_exports.number().int().nullable(),
  /** With `not_enough_runs`: the side that had too few runs of evidence. */
  short_of_runs: external_exports.enum(["head", "base"]).optional(),
  /** Why the verdict is what it is, when the numbers alone do not say (fallbacks, losses). */
  note: external_exports.string().optional(),
  /**
   * Set when the drop was significant but every failing run of this run was judge noise or an
   * environment fault (src/report/flaky-why.ts): why it is not a regression.
   */
  noise: external_exports.string().optional()
});
var ComparisonSchema = external_exports.object({
  /** Benjamini–Hochberg false discovery rate (`fdr`). */
  fdr: external_exports.number(),
  /** Smallest drop (pp) that counts as a regression; 0 when `max-regression` is none. */
  max_regression_pp: external_exports.number(),
  /** `min-runs`: fewest runs with evidence, per side, for a case to be compared. */
  min_runs: external_exports.number().int().positive(),
  /** Cases tested (the Benjamini–Hochberg family), and the level a lone regression must reach (fdr/m). */
  compared: external_exports.number().int().nonnegative(),
  alpha: external_exports.number().nullable(),
  counts: external_exports.record(external_exports.enum(COMPARE_VERDICTS), external_exports.number().int().nonnegative()),
  /** The `not_enough_runs` cases by the side that was short: this run's, or the base's. */
  short_of_runs: external_exports.object({
    head: external_exports.number().int().nonnegative(),
    base: external_exports.number().int().nonnegative()
  }),
  basis: external_exports.record(external_exports.enum(COMPARE_BASES), external_exports.number().int().nonnegative()),
  /** Reports of the base branch the pool could draw on (the base report included). */
  reports: external_exports.number().int().nonnegative(),
  lost: external_exports.object({ base: LostSchema, head: LostSchema }),
  /** Cases whose drop was significant but whose failures were all judge noise or the environment's. */
  noise: external_exports.number().int().nonnegative().optional(),
  /** The run's detection power, summarised (medians over compared cases). */
  power: external_exports.object({
    runs_per_case: external_exports.number().nullable(),
    detectable_drop_pp: external_exports.number().nullable(),
    drop_pp: external_exports.number(),
    runs_for_drop: external_exports.number().nullable(),
    power: external_exports.number(),
    /** Compared cases whose drop no run count up to 1000 detects, or that never could drop 20 pp. */
    undetectable: external_exports.number().int().nonnegative()
  }),
  /** Base reports named as stale (too old, or another major report schema), and why. */
  stale: external_exports.array(external_exports.object({ source: external_exports.string(), reason: external_exports.string(), pooled: external_exports.boolean() })),
  /** The agent under test, when it differs from the base's (still compared: a PR changes the agent). */
  agent: external_exports.object({ base: external_exports.string(), head: external_exports.string() }).optional()
});
var CaseDiffSchema = external_exports.object({
  id: external_exports.string(),
  suite: external_exports.string(),
  base: CountsSchema.nullable(),
  head: CountsSchema.nullable(),
  transition: external_exports.enum(TRANSITIONS),
  /** Change in pass rate, percentage points (head − base). */
  delta_pp: external_exports.number().nullable(),
  /** Two-sided Fisher's exact test p-value of base vs head pass counts. */
  p_value: external_exports.number().nullable(),
  duration_delta_ms: external_exports.number().nullable(),
  cost_delta_usd: external_exports.number().nullable(),
  /** The regression verdict against the pooled base branch (absent in diffs written before it). */
  compare: CaseCompareSchema.optional()
});
var DiffSchema = external_exports.object({
  base: external_exports.object({
    source: external_exports.string(),
    run_id: external_exports.number().optional(),
    run_url: external_exports.string().optional(),
    sha: external_exports.string().optional(),
    completed_at: external_exports.string().optional()
  }),
  summary: external_exports.object({
    base_pass_rate: external_exports.number(),
    head_pass_rate: external_exports.number(),
    delta_pp: external_exports.number(),
    base_total: external_exports.number().int(),
    head_total: external_exports.number().int(),
    base_passed: external_exports.number().int(),
    head_passed: external_exports.number().int(),
    base_failed: external_exports.number().int(),
    head_failed: external_exports.number().int(),
    base_flaky: external_exports.number().int(),
    head_flaky: external_exports.number().int(),
    transitions: external_exports.record(external_exports.string(), external_exports.number().int())
  }),
  /** The pooled regression verdicts (absent in diffs written before them). */
  comparison: ComparisonSchema.optional(),
  cases: external_exports.array(CaseDiffSchema)
});

// src/lib/number-format.ts
var MINUS = "−";
function tenths(p) {
  const t = Math.round(Math.abs(Number((p * 10).toPrecision(12))));
  return p < 0 && t !== 0 ? -t : t;
}
function oneDecimal(t) {
  return `${t < 0 ? "-" : ""}${Math.floor(Math.abs(t) / 10)}.${Math.abs(t) % 10}`;
}
function signed(t) {
  return t === 0 ? "±0.0 pp" : `${t > 0 ? "+" : MINUS}${oneDecimal(Math.abs(t))} pp`;
}
function percent(p) {
  return `${oneDecimal(tenths(p))}%`;
}
function ratioPercent(r) {
  const t = tenths(r * 100);
  return t % 10 === 0 ? `${t / 10}%` : `${oneDecimal(t)}%`;
}
function interval(low, high) {
  return `[${oneDecimal(tenths(low * 100))}–${oneDecimal(tenths(high * 100))}%]`;
}
function deltaPp(base, head) {
  return signed(tenths(head) - tenths(base));
}
function plural(n, noun, pluralNoun = `${noun}s`) {
  return `${n} ${Number(n) === 1 ? noun : pluralNoun}`;
}

// src/model/skilltest.ts
function patternProblem2(value) {
  if (value === "") return "must not be empty";
  return patternProblem(value, "rust");
}
var NeedleSchema = external_exports.string().min(1, "must not be empty");
var PatternSchema = external_exports.string().superRefine((v, ctx) => {
  const p = patternProblem2(v);
  if (p) ctx.addIssue({ code: "custom", message: p });
});
var FieldPredicateSchema = external_exports.union([
  external_exports.string(),
  external_exports.number(),
  external_exports.boolean(),
  external_exports.strictObject({
    equals: external_exports.string().optional(),
    contains: NeedleSchema.optional(),
    pattern: PatternSchema.optional()
  }).refine((p) => p.equals !== void 0 || p.contains !== void 0 || p.pattern !== void 0, {
    message: "needs at least one of equals, contains, pattern"
  })
]);
var FieldPredicatesSchema = external_exports.record(external_exports.string(), FieldPredicateSchema);
var MockMatchSchema = external_exports.strictObject({
  tool: NeedleSchema.optional().describe(
    "Case-insensitive exact match on the tool name (bare or `server__name`)"
  ),
  contains: NeedleSchema.optional().describe(
    'Substring of the call as compact JSON `{"tool":…,"input":…}`'
  ),
  pattern: PatternSchema.optional().describe(
    "Unanchored regex (Rust's regex syntax) over the same text as `contains`"
  ),
  input: FieldPredicatesSchema.optional().describe(
    "Field name → exact value or `{equals, contains, pattern}`; every listed field must match"
  )
}).refine(
  (m) => m.tool !== void 0 || m.contains !== void 0 || m.pattern !== void 0 || m.input !== void 0 && Object.keys(m.input).length > 0,
  { message: "needs at least one of tool, contains, pattern, input" }
);
var StubResultSchema = external_exports.union([
  external_exports.string(),
  external_exports.strictObject({
    output: external_exports.string(),
    /** An i32, as skilltest's `StubOutput.exit_code`. */
    exit_code: external_exports.number().int().min(-2147483648).max(2147483647).optional()
  })
]);
var StubSpecSchema = external_exports.union([
  StubResultSchema,
  external_exports.array(StubResultSchema).min(1, "must not be an empty list")
]);
var DenySpecSchema = external_exports.union([external_exports.string(), external_exports.strictObject({ message: external_exports.string() })]);
var MockDeclSchema = external_exports.strictObject({
  name: NeedleSchema.optional().describe(
    "The name evals use (default `mock_<i>`, or `spy_<i>` without an action)"
  ),
  match: MockMatchSchema.describe("Which calls: every given criterion must hold"),
  stub: StubSpecSchema.optional().describe(
    "The real tool never runs: a result (`output`, `exit_code`), or a list served one per call (the last repeats)"
  ),
  deny: DenySpecSchema.optional().describe(
    "The call is blocked; the model reads the message as an error result"
  ),
  rewrite: external_exports.record(external_exports.string(), external_exports.unknown()).optional().describe("Input fields replaced before the real tool runs")
}).superRefine((m, ctx) => {
  if (m.stub === "")
    ctx.addIssue({
      code: "custom",
      path: ["stub"],
      message: "stub output must not be empty (use `deny` to block a call)"
    });
  const actions = ["stub", "deny", "rewrite"].filter((k) => m[k] !== void 0);
  if (actions.length > 1)
    ctx.addIssue({
      code: "custom",
      path: [actions[1]],
      message: `a mock takes one action; ${actions.join(" and ")} are both given`
    });
});
function mockAction(m) {
  if (m.stub !== void 0) return "stub";
  if (m.deny !== void 0) return "deny";
  if (m.rewrite !== void 0) return "rewrite";
  return "spy";
}
function mockName(m, index) {
  return m.name ?? `${mockAction(m) === "spy" ? "spy" : "mock"}_${index}`;
}
var CriterionSchema = external_exports.string().refine((s) => s.trim() !== "", "must not be blank");
var COMPARATOR_ALIASES = {
  ">=": "gte",
  ">": "gt",
  "<=": "lte",
  "<": "lt"
};
var ComparatorSchema = external_exports.enum(["gte", "gt", "lte", "lt", ">=", ">", "<=", "<"]).transform((c) => COMPARATOR_ALIASES[c] ?? c);
var BooleanEvalSchema = external_exports.strictObject({
  type: external_exports.literal("boolean"),
  name: external_exports.string().optional().describe("Label in reports (default: the criterion)"),
  criterion: CriterionSchema.describe("The yes/no question the judge answers about the transcript"),
  expected: external_exports.boolean().default(true).describe("What the judge's verdict must equal to pass")
});
var NumericEvalSchema = external_exports.strictObject({
  type: external_exports.literal("numeric"),
  name: external_exports.string().optional().describe("Label in reports (default: the criterion)"),
  criterion: CriterionSchema.describe("What the judge scores"),
  min: external_exports.number().describe("Lower bound of the scale; the judge's score is clamped into it"),
  max: external_exports.number().describe("Upper bound of the scale (greater than min)"),
  threshold: external_exports.number().describe("The score is compared with it; min ≤ threshold ≤ max"),
  comparator: ComparatorSchema.default("gte").describe("gte, gt, lte, lt (or >=, >, <=, <)")
}).superRefine((e, ctx) => {
  if (!(e.min < e.max))
    ctx.addIssue({
      code: "custom",
      path: ["max"],
      message: `max (${e.max}) must be greater than min (${e.min})`
    });
  else if (e.threshold < e.min || e.threshold > e.max)
    ctx.addIssue({
      code: "custom",
      path: ["threshold"],
      message: `threshold (${e.threshold}) must lie within [${e.min}, ${e.max}]`
    });
});
var MockRefSchema = external_exports.string().refine((s) => s.trim() !== "", "must not be blank");
var CalledEvalSchema = external_exports.strictObject({
  type: external_exports.literal("called"),
  name: external_exports.string().optional().describe("Label in reports (default: `called: <mock>`)"),
  mock: MockRefSchema.describe("The `mocks:` declaration (by name) whose records are counted"),
  times: external_exports.number().int().min(1, "must be at least 1 (use not_called for none)").optional().describe("Exactly this many matching calls; absent: at least one"),
  where: FieldPredicatesSchema.optional().describe(
    "Extra per-field predicates on the recorded (pre-rewrite) input"
  )
});
var NotCalledEvalSchema = external_exports.strictObject({
  type: external_exports.literal("not_called"),
  name: external_exports.string().optional().describe("Label in reports (default: `not_called: <mock>`)"),
  mock: MockRefSchema.describe("The `mocks:` declaration (by name) that must record no call"),
  where: FieldPredicatesSchema.optional().describe(
    "Only calls whose recorded input matches these predicates count"
  )
});
var EvalSchema = external_exports.discriminatedUnion("type", [
  BooleanEvalSchema,
  NumericEvalSchema,
  CalledEvalSchema,
  NotCalledEvalSchema
]);
var EVAL_TYPES = ["boolean", "numeric", "called", "not_called"];
function evalLabel(e) {
  if (e.name !== void 0 && e.name !== "") return e.name;
  if (e.type === "boolean" || e.type === "numeric") return e.criterion;
  return `${e.type}: ${e.mock}`;
}
var SimulatedUserSchema = external_exports.strictObject({
  persona: CriterionSchema.describe("Who the simulated user is: all it is told"),
  done_when: CriterionSchema.optional().describe(
    "Judged after every turn but the last; true ends the conversation"
  ),
  max_turns: external_exports.number().int().min(1).optional().describe("Assistant-turn cap (default: --max-turns, else max_turns: in agentci.yaml, else 8)")
});
var SkilltestCaseSchema = external_exports.strictObject({
  name: external_exports.string().optional().describe(
    "Empty or absent: the file stem (`--case-json`: `case`, `case-2`, …), as skilltest's finalize"
  ),
  skill: external_exports.string().min(1, "must not be empty").describe(
    "Skill folder holding SKILL.md, relative to this file (to the working directory for --case-json)"
  ),
  input: external_exports.string().refine((s) => s.trim() !== "", "must not be blank").describe("The first user message"),
  user: SimulatedUserSchema.optional().describe(
    "A simulated user drives a multi-turn conversation"
  ),
  mocks: external_exports.array(MockDeclSchema).default([]).describe("Stubs, denials, rewrites and spies on tool calls; the first match wins"),
  spy: external_exports.boolean().default(false).describe(
    "Record every tool call even with no mock declared (implied by a non-empty `mocks`)"
  ),
  evals: external_exports.array(EvalSchema).min(1, "must have at least one eval").describe("All must pass: boolean, numeric, called, not_called")
}).superRefine((c, ctx) => {
  const names = /* @__PURE__ */ new Map();
  c.mocks.forEach((m, i) => {
    const n = mockName(m, i);
    const first = names.get(n);
    if (first !== void 0)
      ctx.addIssue({
        code: "custom",
        path: ["mocks", i, "name"],
        message: `duplicate mock name '${n}' (also mocks[${first}])`
      });
    else names.set(n, i);
  });
  c.evals.forEach((e, i) => {
    if ((e.type === "called" || e.type === "not_called") && !names.has(e.mock)) {
      const known = [...names.keys()];
      ctx.addIssue({
        code: "custom",
        path: ["evals", i, "mock"],
        message: `no mock named '${e.mock}' in mocks${known.length > 0 ? ` (known: ${known.join(", ")})` : " (declare one under mocks:)"}`
      });
    }
  });
}).describe("A skilltest case file (YAML): a skill, an input, mocks, a simulated user and evals.").meta({ $id: schemaId("case") });
var DEFAULT_PLATFORM = "claude-code";
var DEFAULT_MODEL = "claude-opus-4-8";

// src/model/payloads/yao-script.ts
var ScriptRefSchema = external_exports.object({
  /** `scripts.expense.setup` (also derived for a test file named by path). */
  scriptId: external_exports.string(),
  /** The assistant id the tests see as `ctx.AssistantID`, e.g. `expense` or `workers.keyword`. */
  assistantId: external_exports.string(),
  module: external_exports.string(),
  /** The test file, relative to cwd with forward slashes. */
  testFile: external_exports.string()
});
var ScriptPayloadSchema = external_exports.object({
  script: ScriptRefSchema,
  /** The function name as written (also the case id). */
  function: external_exports.string(),
  /** The file calls `t.assert.Agent` (the run then needs the judge model, when configured). */
  usesAgent: external_exports.boolean().optional()
});

// src/model/payloads/skilltest-yaml.ts
var SkilltestPayloadSchema = external_exports.object({
  /** Absolute path of the skill folder (it holds SKILL.md; the loader checked). */
  skill: external_exports.string().min(1)
});

// src/model/payloads/thinkingbox-python.ts
var ToolOverrideSchema = external_exports.object({
  name: external_exports.string(),
  override_description: external_exports.string().nullable().optional(),
  override_arg_description: external_exports.record(external_exports.string(), external_exports.string()).nullable().optional(),
  direct_response: external_exports.string().nullable().optional(),
  is_end_turn: external_exports.boolean().default(false)
});
var FixtureSchema = external_exports.looseObject({ type: external_exports.string() });
var AgentFileSchema = external_exports.object({
  system_instructions: external_exports.string(),
  builtin_tools: external_exports.array(
    external_exports.object({
      name: external_exports.string(),
      description: external_exports.string(),
      input_schema: external_exports.record(external_exports.string(), external_exports.unknown()),
      direct_response: external_exports.string().nullable().optional(),
      is_end_turn: external_exports.boolean().default(false)
    })
  )
});
var TbCaseSchema = external_exports.object({
  uid: external_exports.string(),
  test_code: external_exports.string(),
  scenario: external_exports.string().optional(),
  query: external_exports.string().optional(),
  user_context: external_exports.string().optional(),
  bot_instructions: external_exports.string().optional(),
  max_user_sim_turns: external_exports.number().int(),
  max_agent_sim_turns: external_exports.number().int().min(0).nullable(),
  tags: external_exports.array(external_exports.string()),
  init: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
  history: external_exports.array(external_exports.looseObject({ role: external_exports.string() })).optional(),
  /** The history's tool calls, replayed against the servers before the conversation. */
  history_tool_calls: external_exports.array(external_exports.object({ name: external_exports.string(), arguments: external_exports.record(external_exports.string(), external_exports.unknown()) })).default([]),
  format_query: external_exports.unknown().optional(),
  world_state: external_exports.record(external_exports.string(), external_exports.unknown()),
  /** The servers to start for the agent: world_state's keys. */
  servers: external_exports.array(external_exports.string()),
  /** The scenario's `tools:`: what the agent sees of the servers' (and agent's builtin) tools. */
  tools: external_exports.array(ToolOverrideSchema).optional(),
  /** `agent/<name>.yaml` of the dataset, when it has one. */
  agent: AgentFileSchema.optional(),
  scenario_metadata: external_exports.record(external_exports.string(), external_exports.unknown()).default({}),
  /**
   * The fixtures a test function may take (hydrator.py: conftest.yaml files from test_case/ down
   * to the file's folder, then the scenario's `fixtures:`, later ones replacing earlier ones).
   */
  fixtures: external_exports.record(external_exports.string(), FixtureSchema).default({}),
  /** Absolute path of the test file (tracebacks name it). */
  file: external_exports.string(),
  function: external_exports.string(),
  params: external_exports.array(external_exports.string())
});

// src/model/payloads/yao-jsonl.ts
var YaoJsonlPayloadSchema = external_exports.object({
  /**
   * `assert` as written in the line (script_hooks.go buildHookArgs passes tc.Assert), kept only
   * for cases with hooks; the normalised assertions are the case's `assert`.
   */
  hook_assert: external_exports.unknown().optional(),
  /**
   * Why the line's `input` cannot become messages (Yao's ParseInputWithOptions error, or what
   * agentci cannot send): the case errors with it when it runs, as runner.go runSingleTest does.
   */
  input_error: external_exports.string().optional(),
  /** The `input` as written when it could not become messages (the hooks' testCase shows it). */
  written_input: external_exports.unknown().optional()
});

// src/model/case.ts
var ASSERTION_TYPES = [
  "equals",
  "contains",
  "not_contains",
  "json_path",
  "regex",
  "type",
  "script",
  "agent",
  "tool_called",
  "tool_result"
];
var AssertionTypeSchema = external_exports.enum(ASSERTION_TYPES);
var AssertionSchema = external_exports.looseObject({
  type: external_exports.string(),
  value: external_exports.unknown().optional(),
  path: external_exports.string().optional(),
  script: external_exports.string().optional(),
  use: external_exports.string().optional(),
  options: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
  message: external_exports.string().optional(),
  negate: external_exports.boolean().optional()
});
var AssertFieldSchema = external_exports.union([
  external_exports.record(external_exports.string(), external_exports.unknown()),
  external_exports.array(external_exports.unknown()),
  external_exports.string(),
  external_exports.null()
]);
var CheckpointSchema = external_exports.looseObject({
  id: external_exports.string(),
  description: external_exports.string().optional(),
  assert: AssertFieldSchema.optional(),
  after: external_exports.array(external_exports.string()).optional(),
  required: external_exports.boolean().default(true)
});
var SimulatorSchema = external_exports.looseObject({
  use: external_exports.string(),
  options: external_exports.record(external_exports.string(), external_exports.unknown()).optional()
});
var TestEnvSchema = external_exports.object({
  user: external_exports.string(),
  team: external_exports.string(),
  locale: external_exports.string(),
  metadata: external_exports.record(external_exports.string(), external_exports.unknown()).default({}),
  client: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
  referer: external_exports.string().optional(),
  authorized: external_exports.record(external_exports.string(), external_exports.unknown()).optional()
});
var DEFAULT_ENV = {
  user: "test-user",
  team: "test-team",
  locale: "en-us",
  metadata: {}
};
var CaseFieldsSchema = external_exports.object({
  id: external_exports.string().min(1),
  /** The suite's file path, relative to the working directory, with forward slashes. */
  suite: external_exports.string(),
  source: external_exports.object({
    file: external_exports.string(),
    line: external_exports.number().int().positive(),
    /**
     * skilltest: the line of each eval in `evals`, in order, so a failing eval's check (and its
     * annotation) points at the eval rather than at the case.
     */
    evals: external_exports.array(external_exports.number().int().positive()).optional()
  }),
  input: CaseInputSchema,
  expected: external_exports.unknown().optional(),
  assert: external_exports.array(AssertionSchema).default([]),
  /** skilltest evals (`type: boolean|numeric|called|not_called`). */
  evals: external_exports.array(EvalSchema).default([]),
  /** Per-case environment overrides as written in the case (`user`, `team`, `metadata`). */
  user: external_exports.string().optional(),
  team: external_exports.string().optional(),
  metadata: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
  options: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
  simulator: SimulatorSchema.optional(),
  checkpoints: external_exports.array(CheckpointSchema).optional(),
  max_turns: external_exports.number().int().positive().optional(),
  /** skilltest simulated user `{persona, done_when?, max_turns?}` (Yao's `user` is the user id). */
  user_sim: SimulatedUserSchema.optional(),
  mocks: external_exports.array(MockDeclSchema).default([]),
  spy: external_exports.boolean().default(false),
  scenario: external_exports.string().optional(),
  init: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
  /** `true`, or a reason string. */
  skip: external_exports.union([external_exports.boolean(), external_exports.string()]).default(false),
  timeout_ms: external_exports.number().int().positive().optional(),
  runs: external_exports.number().int().positive().optional(),
  threshold: external_exports.number().min(0).max(1).optional(),
  tags: external_exports.array(external_exports.string()).default([]),
  /**
   * Yao's per-case `before`/`after` hooks: references to functions of the assistant's `*_test.ts`
   * scripts (`Before`, `env_test.Before`, `src/env_test.Before`; see parseHookRef).
   */
  hooks: external_exports.object({ before: external_exports.string().optional(), after: external_exports.string().optional() }).optional(),
  /**
   * skilltest's platform × model matrix (`-p`, `-m`): the cell this case runs on, and the case's
   * own name (its id then names the cell too when the matrix has more than one).
   */
  matrix: MatrixCellSchema.optional()
});
var CaseSchema = external_exports.discriminatedUnion("format", [
  CaseFieldsSchema.extend({
    format: external_exports.literal("yao-jsonl"),
    payload: YaoJsonlPayloadSchema.optional()
  }),
  CaseFieldsSchema.extend({
    format: external_exports.literal("skilltest-yaml"),
    payload: SkilltestPayloadSchema
  }),
  CaseFieldsSchema.extend({
    format: external_exports.literal("thinkingbox-python"),
    payload: TbCaseSchema
  }),
  CaseFieldsSchema.extend({
    format: external_exports.literal("yao-script"),
    payload: ScriptPayloadSchema
  }),
  /** A case made on the spot (see oneOffCase): no payload. */
  CaseFieldsSchema.extend({ format: external_exports.literal("message") })
]);
function payloadOf(c, format) {
  if (c.format !== format) throw new Error(`case ${c.id} is not a ${format} case`);
  return c.payload;
}
function oneOffCase(id, content, options) {
  return {
    id,
    suite: `(${id})`,
    source: { file: `(${id})`, line: 1 },
    format: "message",
    input: content,
    assert: [],
    evals: [],
    mocks: [],
    spy: false,
    skip: false,
    tags: [],
    options
  };
}

// src/model/assert-field.ts
function toAssertion(m) {
  const a = { type: typeof m.type === "string" ? m.type : "" };
  if ("value" in m) a.value = m.value;
  if (typeof m.path === "string") a.path = m.path;
  if (typeof m.script === "string") a.script = m.script;
  if (typeof m.use === "string") a.use = m.use;
  if (typeof m.message === "string") a.message = m.message;
  if (typeof m.negate === "boolean") a.negate = m.negate;
  if (m.options !== null && typeof m.options === "object" && !Array.isArray(m.options))
    a.options = m.options;
  return a;
}
function normaliseAssert(a) {
  if (a === void 0 || a === null) return [];
  if (typeof a === "string") return [{ type: a }];
  if (Array.isArray(a)) return a.filter(isPlainObject).map(toAssertion);
  return isPlainObject(a) ? [toAssertion(a)] : [];
}

// src/model/config.ts
var EnvMapSchema = external_exports.record(external_exports.string(), external_exports.string());
var MinPassHatKConfigSchema = external_exports.strictObject({
  k: external_exports.number().int().min(1).max(1e3).describe("How many runs in a row must all pass"),
  rate: RatioSchema.describe('The least pass^k each case must reach, 0–1 or `"90%"`')
});
var TRACE_FIELDS = {
  trace: external_exports.enum(["otlp", "off"]).optional().describe(
    "`otlp`: receive the agent's OpenTelemetry spans (OTLP/HTTP on 127.0.0.1) and read its tool calls and token usage from them; each attempt gets its own trace context. `--trace` / `--no-trace` and the action input `trace` override it"
  ),
  trace_flush: DurationSchema.optional().describe(
    "With `trace: otlp`: how long an attempt waits for the agent's spans after it finished, when they have not all arrived (default 2s; `--trace-flush`)"
  ),
  trace_port: external_exports.number().int().min(0).max(65535).optional().describe(
    "With `trace: otlp`: the port of the OTLP receiver on 127.0.0.1 (default: a free port, given to the agent in OTEL_EXPORTER_OTLP_ENDPOINT); fix it for an agent started before the run"
  )
};
var CommandAgentSchema = external_exports.strictObject({
  command: external_exports.union([external_exports.string().min(1), external_exports.array(external_exports.string()).min(1)]).describe(
    "The agent command. A string runs through `/bin/sh -c` (quoting, pipes, `$VAR` as in a shell); a list (`[node, agent.js]`) is started as it is, without a shell"
  ),
  cwd: external_exports.string().optional().describe("Working directory of the agent (default: the config file's folder)"),
  env: EnvMapSchema.optional().describe("Extra environment variables for the agent"),
  mode: external_exports.enum(["process", "session"]).default("process").describe(
    "`process`: one process per attempt, the case JSON on stdin. `session`: one process per worker stays alive and speaks JSON lines (one request line in, one reply line out)"
  ),
  output: external_exports.enum(["auto", "text", "json"]).default("auto").describe(
    'How stdout is read: `json` = `{"output", "messages"?, "tool_calls"?, "usage"?}`, `text` = the answer as text, `auto` tries JSON then falls back to text'
  ),
  ...TRACE_FIELDS
});
var HttpAgentSchema = external_exports.strictObject({
  url: external_exports.url().describe(
    "The endpoint every attempt is POSTed to. `openai` format: the full chat-completions URL (`https://api.openai.com/v1/chat/completions`); a base URL ending in `/v1` gets `/chat/completions` added. `${VAR}` is expanded from the environment (and masked)"
  ),
  method: external_exports.enum(["POST", "PUT"]).default("POST").describe("HTTP method of each request"),
  headers: EnvMapSchema.optional().describe(
    "Request headers; `${VAR}` is expanded from the environment and the value masked in every output"
  ),
  format: external_exports.enum(["openai", "template"]).optional().describe(
    "`openai` (default): an OpenAI chat-completions request and response. `template`: posts `body` with `{{messages}}`, `{{input}}`, `{{id}}`, `{{run}}`, `{{env}}`, `{{metadata}}`, `{{env.user}}`, `{{skill}}`, `{{options}}` placeholders and reads `output_path`"
  ),
  model: external_exports.string().min(1).optional().describe(
    "`model` of the chat-completions request (default `agentci`); `--agent-model` sets it for `--agent-url`"
  ),
  metadata: external_exports.boolean().optional().describe(
    "`openai` format: also send agentci's `user` (the case's user id) and `metadata: {case_id, run}` (strings, as OpenAI defines metadata). Off by default: only standard chat-completions fields are sent"
  ),
  body: external_exports.unknown().optional().describe("Request body of the `template` format, with placeholders"),
  output_path: external_exports.string().optional().describe("JSON path of the output in the response body (template format), e.g. `$.answer`"),
  tool_calls_path: external_exports.string().optional().describe("JSON path of the agent's tool calls in the response body (template format)"),
  retries: external_exports.number().int().min(0).max(10).default(3).describe(
    "Retries after faults, with exponential backoff; rate limits (429, 529, 503 + Retry-After) are retried until the attempt's deadline"
  ),
  idempotent: external_exports.boolean().optional().describe(
    "The agent's calls are safe to send twice: then a reset connection and 500/502/503/504 are retried too. Without it only errors before the agent received the request (refused connection, DNS, 408) are retried"
  ),
  rate_limit: RateLimitSchema.optional().describe(
    "The endpoint's quota: calls are paced to it (tokens from the reply's `usage`)"
  ),
  ...TRACE_FIELDS
});
var ModuleAgentSchema = external_exports.strictObject({
  module: external_exports.string().min(1).describe("A JS module (relative to the config file) whose export is called in-process"),
  export: external_exports.string().default("run").describe("Name of the exported function, called as `run(input, ctx)`"),
  ...TRACE_FIELDS
});
var HarnessAgentSchema = external_exports.strictObject({
  harness: external_exports.record(external_exports.string(), external_exports.unknown()).describe("The built-in agent loop: a model, a system prompt or skill, MCP tools")
});
var AgentConfigSchema = external_exports.union([
  CommandAgentSchema,
  HttpAgentSchema,
  ModuleAgentSchema,
  HarnessAgentSchema
]);
var AgentNameSchema = external_exports.string().regex(/^[A-Za-z0-9_.:-]+$/, "letters, digits, _, ., : and -");
var ConfigSchema = external_exports.strictObject({
  agent: AgentConfigSchema.optional().describe(
    "The agent under test: a command, an HTTP endpoint, a JS module or the built-in harness (`--agent`, `--agent-url`, `--agent-module` and the action input `agent` override it)"
  ),
  agents: external_exports.record(AgentNameSchema, AgentConfigSchema).optional().describe(
    "Agents by Yao id: `-n <id>` tests one of them instead of `agent:`; `-r <id>` (reporter) and `-i agents:<id>` (case generator) call one, as Yao's `yao agent test` does with assistants"
  ),
  connectors: external_exports.record(AgentNameSchema, ModelConfigSchema).optional().describe(
    "Models by Yao connector id: `-c <id>` replaces the model of the harness agent under test (Yao's connector override); other agent kinds receive the id as `options.connector`"
  ),
  suites: external_exports.array(external_exports.string()).optional().describe("Suite files, folders or globs, used when no paths are given"),
  runs: external_exports.union([external_exports.number().int().positive(), external_exports.literal("auto")]).optional().describe(
    "Runs per case, or `auto` (adaptive: `min_runs` each, more for borderline cases, up to `max_runs`). Default 1 in the CLI, 3 in the action; `--runs` and the action input override it"
  ),
  max_turns: external_exports.number().int().positive().optional().describe(
    "skilltest's `max_turns`: the assistant-turn cap of `user:` cases without their own (default 8; `agentci skilltest run --max-turns` overrides it)"
  ),
  min_runs: external_exports.number().int().positive().optional().describe(
    "With `runs: auto`: the runs every case gets first, and the batch size of extra runs (default 3); also the fewest runs of evidence a case needs to pass or be compared with the base branch (with a fixed `runs`: 3, or all its runs when fewer)"
  ),
  max_runs: external_exports.number().int().positive().optional().describe(
    "With `runs: auto`: the most runs a borderline case gets before it is `inconclusive` (default 10)"
  ),
  max_cost: external_exports.number().positive().optional().describe(
    "Budget for the whole run in USD (agent, judge and simulated users): no new attempt starts once spent; the rest are skipped"
  ),
  max_tokens: external_exports.number().int().positive().optional().describe("Token budget for the whole run (input + output tokens), like `max_cost`"),
  parallel: external_exports.number().int().positive().optional().describe(
    "Attempts running at once (default 4, in every format; a script file's tests run one after another in its worker; `agentci yao` runs one at a time, as Yao does)"
  ),
  timeout: DurationSchema.optional().describe(
    "Per attempt: a Go duration (`30s`, `2m30s`, `500ms`) or a number of seconds (default 5m; Yao script tests 30s)"
  ),
  threshold: RatioSchema.optional().describe(
    'Share of cases that must meet their threshold, 0–1 or `"90%"` (default 1: every case)'
  ),
  min_pass_hat_k: MinPassHatKConfigSchema.optional().describe(
    "A gate on reliability: every case's pass^k (all k of k runs pass, estimated from its runs) must reach `rate`, e.g. `{k: 3, rate: 0.9}`; the action input and `--min-pass-hat-k` override it"
  ),
  case_threshold: RatioSchema.optional().describe(
    "Each case's minimum pass rate over its runs, 0–1 or `\"80%\"` (default 1: every run); a case's own `threshold` wins"
  ),
  user: external_exports.string().optional().describe("Test user id of every case (default `test-user`; `-u` wins)"),
  team: external_exports.string().optional().describe("Test team id of every case (default `test-team`; `-t` wins)"),
  locale: external_exports.string().optional().describe("Locale of every case (default `en-us`; `--locale` wins)"),
  ctx: external_exports.string().optional().describe(
    "A Yao context JSON file (`authorized.user_id/team_id`, `metadata`, `client`, `locale`, `referer`), like `--ctx`"
  ),
  judge: JudgeConfigSchema.optional().describe(
    "Judge model for `agent` assertions, skilltest evals, `done_when`, thinkingbox's `Judge` and the default simulated user"
  ),
  environment_faults: EnvironmentFaultsConfigSchema.optional().describe(
    "Which failures are the model provider's, not the agent's (`add`, `remove`, `builtin`): a failed attempt matching one is waited out on the agent's limiter and asked again, never graded (docs/environment-faults.md)"
  ),
  simulators: external_exports.record(SimulatorNameSchema, SimulatorConfigSchema).optional().describe(
    "Simulated users by name, for Yao's `simulator.use`; an entry named `default` replaces the judge-backed default"
  ),
  processes: external_exports.record(
    external_exports.string().min(1),
    external_exports.string().regex(
      /^[^#]+(#[A-Za-z_$][\w$]*)?$/,
      'expected "<module file>#<export>", e.g. "stubs/models.ts#findUser"'
    )
  ).optional().describe(
    'Yao script tests: stubs for `Process(name, …args)`, by process name (compared case-insensitively): `"<module file>#<export>"` relative to this file, or without `#` the default export. A process not listed fails the test that calls it'
  ),
  servers: external_exports.record(external_exports.string(), external_exports.unknown()).optional().describe(
    "MCP servers by name, started per attempt: thinkingbox scenarios (`world_state` keys) and the mocks proxy that serves tools to any agent"
  ),
  servers_file: external_exports.string().optional().describe(
    "A thinkingbox servers.yaml (the session proxy's `tb mcp-start --servers` file), relative to this file: its `mcp-process` servers start the scenarios' `world_state` servers as thinkingbox starts them; `servers:` entries of the same name win"
  ),
  templates: external_exports.string().optional().describe(
    "Folder of Handlebars templates overriding summary.md.hbs, comment.md.hbs, report.html.hbs (a missing one falls back)"
  ),
  quarantine: external_exports.string().optional().describe(
    "Quarantine file: a YAML list of `{id, suite?, reason, expires}`; those cases run and are reported but never gate until they expire"
  ),
  mask: external_exports.array(
    external_exports.string().regex(
      /^[A-Za-z_][A-Za-z0-9_]*$/,
      "expected the name of an environment variable (the value is read from the environment)"
    )
  ).optional().describe(
    "Environment variables whose values are secrets: masked as `***` in every output, in addition to the model keys and `${VAR}` headers the config names, the variables whose names say KEY/TOKEN/SECRET/PASSWORD/CREDENTIAL/WEBHOOK/PASS/AUTH/DSN and the values that look like credentials (docs/secrets.md). Names, not values: this file is committed"
  )
}).describe(
  "agentci.yaml: the agent under test, the suites, runs, thresholds and outputs (paths relative to its folder)."
).meta({ $id: schemaId("config") });

// src/report/fisher.ts
var logFactorials = [0];
function logFactorial(n) {
  for (let i = logFactorials.length; i <= n; i++)
    logFactorials[i] = logFactorials[i - 1] + Math.log(i);
  return logFactorials[n];
}
function margins(a, b, c, d) {
  for (const v of [a, b, c, d]) {
    if (!Number.isInteger(v) || v < 0)
      throw new RangeError(`fisher: counts must be non-negative integers, got ${v}`);
  }
  const row1 = a + b;
  const row2 = c + d;
  const col1 = a + c;
  const n = row1 + row2;
  return row1 === 0 || row2 === 0 || col1 === 0 || col1 === n ? null : { row1, row2, col1 };
}
function logChoose(n, k) {
  if (k < 0 || k > n) return -Infinity;
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
function logHypergeometric(x, row1, row2, col1) {
  const n = row1 + row2;
  return logFactorial(row1) - logFactorial(x) - logFactorial(row1 - x) + logFactorial(row2) - logFactorial(col1 - x) - logFactorial(row2 - col1 + x) - (logFactorial(n) - logFactorial(col1) - logFactorial(n - col1));
}
function fisherExactTwoSided(a, b, c, d) {
  const m = margins(a, b, c, d);
  if (!m) return 1;
  const { row1, row2, col1 } = m;
  const lo = Math.max(0, col1 - row2);
  const hi = Math.min(row1, col1);
  const observed = logHypergeometric(a, row1, row2, col1);
  const cutoff = observed + 1e-7;
  let p = 0;
  for (let x = lo; x <= hi; x++) {
    const lp = logHypergeometric(x, row1, row2, col1);
    if (lp <= cutoff) p += Math.exp(lp);
  }
  return Math.min(1, p);
}
function fisherExactLower(a, b, c, d) {
  const m = margins(a, b, c, d);
  if (!m) return 1;
  const { row1, row2, col1 } = m;
  const hi = Math.min(row1, col1);
  let p = 0;
  for (let x = a; x <= hi; x++) p += Math.exp(logHypergeometric(x, row1, row2, col1));
  return Math.min(1, p);
}

// src/report/compare.ts
function side(r) {
  const runs = Math.max(r.runs, r.passed);
  const skipped = r.status === "skipped" || r.verdict === "skipped" || runs === 0;
  const shape = skipped ? "skipped" : r.passed === runs ? "pass" : r.passed === 0 ? "fail" : "mixed";
  return { passed: skipped ? 0 : r.passed, runs: skipped ? 0 : runs, shape, result: r };
}
function classifyTransition(base, head) {
  const baseRan = base !== null && base.shape !== "skipped";
  const headRan = head !== null && head.shape !== "skipped";
  if (!baseRan && headRan) return "added";
  if (baseRan && !headRan) return "removed";
  if (!baseRan || !headRan || base === null || head === null) return "unchanged";
  const b = base.shape;
  const h = head.shape;
  if (b === "pass" && h === "fail") return "new_failure";
  if (b === "fail" && h === "pass") return "fixed";
  if (b === "pass" && h === "mixed") return "newly_flaky";
  if (b === "mixed" && h === "pass") return "stabilised";
  if (b === h && b !== "mixed") return "unchanged";
  const cmp = head.passed * base.runs - base.passed * head.runs;
  if (cmp < 0) return "regressed";
  if (cmp > 0) return "improved";
  return "unchanged";
}
function counts(s) {
  const r = s.result;
  return {
    passed: s.passed,
    runs: s.runs,
    pass_rate: r.pass_rate,
    status: r.status,
    verdict: r.verdict,
    avg_duration_ms: r.avg_duration_ms,
    ...r.usage?.cost_usd !== void 0 ? { cost_usd: r.usage.cost_usd } : {}
  };
}
function round(n, digits) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
function key(r) {
  return `${r.suite}\0${r.id}`;
}
function pairCases(base, head) {
  const baseByKey = new Map(base.map((r) => [key(r), r]));
  const pairs = [];
  const usedBase = /* @__PURE__ */ new Set();
  const unmatchedHead = [];
  for (const h of head) {
    const b = baseByKey.get(key(h));
    if (b && !usedBase.has(b)) {
      usedBase.add(b);
      pairs.push([b, h]);
    } else {
      unmatchedHead.push(pairs.length);
      pairs.push([null, h]);
    }
  }
  const leftBase = base.filter((b) => !usedBase.has(b));
  const countIds = (rs) => {
    const m = /* @__PURE__ */ new Map();
    for (const r of rs) m.set(r.id, (m.get(r.id) ?? 0) + 1);
    return m;
  };
  const baseIds = countIds(leftBase);
  const headIds = countIds(unmatchedHead.map((i) => pairs[i][1]));
  for (const i of unmatchedHead) {
    const h = pairs[i][1];
    if (baseIds.get(h.id) !== 1 || headIds.get(h.id) !== 1) continue;
    const b = leftBase.find((r) => r.id === h.id && !usedBase.has(r));
    if (b) {
      usedBase.add(b);
      pairs[i] = [b, h];
    }
  }
  for (const b of base) if (!usedBase.has(b)) pairs.push([b, null]);
  return pairs;
}
function compareCase(baseResult, headResult) {
  const ref = headResult ?? baseResult;
  const b = baseResult ? side(baseResult) : null;
  const h = headResult ? side(headResult) : null;
  const transition = classifyTransition(b, h);
  const bothRan = b !== null && h !== null && b.shape !== "skipped" && h.shape !== "skipped";
  const baseCost = baseResult?.usage?.cost_usd;
  const headCost = headResult?.usage?.cost_usd;
  return {
    id: ref.id,
    suite: ref.suite,
    base: b ? counts(b) : null,
    head: h ? counts(h) : null,
    transition,
    delta_pp: bothRan ? round(h.result.pass_rate - b.result.pass_rate, 4) : null,
    p_value: bothRan ? fisherExactTwoSided(b.passed, b.runs - b.passed, h.passed, h.runs - h.passed) : null,
    duration_delta_ms: bothRan ? round(h.result.avg_duration_ms - b.result.avg_duration_ms, 3) : null,
    cost_delta_usd: bothRan && baseCost !== void 0 && headCost !== void 0 ? round(headCost - baseCost, 8) : null
  };
}
function compareReports(base, head, source) {
  const cases = pairCases(base.results, head.results).map(([b, h]) => compareCase(b, h));
  const transitions = {};
  for (const t of TRANSITIONS) transitions[t] = 0;
  for (const c of cases) transitions[c.transition] += 1;
  const bs = base.summary;
  const hs = head.summary;
  return {
    base: {
      source: source.source,
      ...source.run_id !== void 0 ? { run_id: source.run_id } : {},
      ...source.run_url !== void 0 ? { run_url: source.run_url } : {},
      ...(source.sha ?? base.metadata.git_sha) !== void 0 ? { sha: source.sha ?? base.metadata.git_sha } : {},
      completed_at: source.completed_at ?? base.metadata.completed_at
    },
    summary: {
      base_pass_rate: bs.overall_pass_rate,
      head_pass_rate: hs.overall_pass_rate,
      delta_pp: round(hs.overall_pass_rate - bs.overall_pass_rate, 4),
      base_total: bs.total,
      head_total: hs.total,
      base_passed: bs.passed,
      head_passed: hs.passed,
      base_failed: bs.failed,
      head_failed: hs.failed,
      base_flaky: bs.flaky,
      head_flaky: hs.flaky,
      transitions
    },
    cases
  };
}

// src/report/evidence.ts
var DEFAULT_MIN_RUNS = 3;
function noLoss() {
  return { rate_limited: 0, environment_fault: 0, budget: 0, not_started: 0, shard_missing: 0 };
}
function addLost(into, from) {
  for (const k of Object.keys(into)) into[k] += from[k] ?? 0;
  return into;
}
function totalLost(l) {
  return l.rate_limited + l.environment_fault + l.budget + l.not_started + l.shard_missing;
}
var BUDGET_SKIP = /^not run: budget spent/;
function lossOf(a) {
  if (a.cause === "rate_limited") return "rate_limited";
  if (a.cause === "environment_fault") return "environment_fault";
  if (a.cause === "not_started") return "not_started";
  if (a.cause === "budget") return "budget";
  if (a.status === "skipped" && a.error !== void 0 && BUDGET_SKIP.test(a.error)) return "budget";
  return void 0;
}
function evidenceOf(r) {
  const lost = noLoss();
  if (r.run_details.length === 0)
    return { passed: r.passed, runs: r.runs, lost, planned: r.runs + r.skipped };
  let passed = 0;
  let runs = 0;
  for (const a of r.run_details) {
    const l = lossOf(a);
    if (l) lost[l]++;
    else if (a.status !== "skipped") {
      runs++;
      if (a.status === "passed") passed++;
    }
  }
  return { passed, runs, lost, planned: r.run_details.length };
}
function minRunsOf(planned, minRuns = DEFAULT_MIN_RUNS) {
  return Math.max(1, Math.min(minRuns, planned));
}
function reportMinRuns(options) {
  const m = options.min_runs;
  return typeof m === "number" && Number.isInteger(m) && m > 0 ? m : DEFAULT_MIN_RUNS;
}
function lostText(l) {
  const parts = [];
  if (l.rate_limited) parts.push(`${l.rate_limited} rate limited`);
  if (l.environment_fault) parts.push(`${l.environment_fault} failed by the provider`);
  if (l.budget) parts.push(`${l.budget} skipped by the budget`);
  if (l.not_started) parts.push(`${l.not_started} agent could not start`);
  if (l.shard_missing) parts.push(`${l.shard_missing} in a shard that never reported`);
  return parts.join(", ");
}

// src/model/tool-calls.ts
function parseArgs(v) {
  if (typeof v !== "string") return v;
  const parsed = tryParseJson(v);
  return parsed.ok ? parsed.value : v;
}
function messageResult(text) {
  const parsed = tryParseJson(text.trim());
  return parsed.ok ? parsed.value : text;
}
function collectToolCalls(t) {
  const toolMessages = /* @__PURE__ */ new Map();
  for (const m of t.messages ?? []) {
    if (m.role === "tool" && m.tool_call_id)
      toolMessages.set(m.tool_call_id, {
        text: messageText(m.content),
        isError: m.is_error === true
      });
  }
  if ((t.tool_calls ?? []).length > 0) {
    return t.tool_calls.map((c) => {
      const msg = c.result === void 0 && c.id ? toolMessages.get(c.id) : void 0;
      const error = typeof c.error === "string" && c.error !== "" ? c.error : void 0;
      return {
        name: c.name,
        server: c.server,
        arguments: parseArgs(c.arguments),
        result: msg ? messageResult(msg.text) : c.result,
        isError: c.is_error === true || msg?.isError === true || error !== void 0,
        ...error !== void 0 ? { error } : {}
      };
    });
  }
  const calls2 = [];
  for (const m of t.messages ?? []) {
    if (m.role !== "assistant" || !m.tool_calls) continue;
    for (const w of m.tool_calls) {
      const msg = toolMessages.get(w.id);
      calls2.push({
        name: w.function.name,
        arguments: parseArgs(w.function.arguments),
        result: msg ? messageResult(msg.text) : void 0,
        isError: msg?.isError === true
      });
    }
  }
  return calls2;
}

// src/report/text-diff.ts
function lineDiff(a, b, opts = {}) {
  const context = opts.context ?? 1;
  const maxLines = opts.maxLines ?? 12;
  const maxChars = opts.maxLineChars ?? 160;
  const cap2 = opts.maxInputLines ?? 200;
  const al = a.split(/\r?\n/);
  const bl = b.split(/\r?\n/);
  let truncated = al.length > cap2 || bl.length > cap2;
  const x = al.slice(0, cap2);
  const y = bl.slice(0, cap2);
  const n = x.length;
  const m = y.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(0));
  for (let i2 = n - 1; i2 >= 0; i2--)
    for (let j2 = m - 1; j2 >= 0; j2--)
      lcs[i2][j2] = x[i2] === y[j2] ? lcs[i2 + 1][j2 + 1] + 1 : Math.max(lcs[i2 + 1][j2], lcs[i2][j2 + 1]);
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && x[i] === y[j]) {
      ops.push({ op: " ", text: x[i] });
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) {
      ops.push({ op: "+", text: y[j] });
      j++;
    } else {
      ops.push({ op: "-", text: x[i] });
      i++;
    }
  }
  for (let k = 0; k + 1 < ops.length; k++) {
    let e = k;
    while (e < ops.length && ops[e].op !== " ") e++;
    if (e - k > 1) {
      const block = ops.slice(k, e);
      ops.splice(
        k,
        e - k,
        ...block.filter((o) => o.op === "-"),
        ...block.filter((o) => o.op === "+")
      );
    }
    k = e;
  }
  const keep = ops.map(() => false);
  ops.forEach((o, k) => {
    if (o.op === " ") return;
    for (let c = Math.max(0, k - context); c <= Math.min(ops.length - 1, k + context); c++)
      keep[c] = true;
  });
  const lines = [];
  let gap = false;
  for (let k = 0; k < ops.length; k++) {
    if (!keep[k]) {
      gap = lines.length > 0;
      continue;
    }
    if (gap) lines.push("…");
    gap = false;
    const t = ops[k].text;
    lines.push(`${ops[k].op} ${t.length > maxChars ? `${t.slice(0, maxChars - 1)}…` : t}`);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    truncated = true;
  }
  return { lines, truncated };
}

// src/report/flaky-why.ts
var SHORT = 48;
function code(s) {
  const one = s.replace(/[\r\n\t]+/g, " ").replace(/`/g, "'");
  return `\`${one.length > SHORT ? `${one.slice(0, SHORT - 1)}…` : one}\``;
}
function plain(s, max = 120) {
  const one = s.replace(/[\r\n\t]+/g, " ").replace(/`/g, "'");
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}
function trajectory(a) {
  const t = a.transcript;
  if (!t) return [];
  const calls2 = collectToolCalls(t);
  if (calls2.length > 0)
    return calls2.map((c) => ({
      name: c.name,
      ...c.arguments !== void 0 ? { arguments: c.arguments } : {}
    }));
  return (t.mock_calls ?? []).map((c) => ({
    name: c.tool,
    ...c.input !== void 0 ? { arguments: c.input } : {}
  }));
}
function sameStep(a, b) {
  return a.name === b.name && deepEqual(a.arguments, b.arguments);
}
function commonPrefix(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && sameStep(a[i], b[i])) i++;
  return i;
}
function valueText(v) {
  return typeof v === "string" ? JSON.stringify(v) : stableJson(v);
}
function argumentDifference(p, f) {
  if (isPlainObject(p) && isPlainObject(f)) {
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(p), ...Object.keys(f)])].sort();
    const k = keys.find((key4) => !deepEqual(p[key4], f[key4]));
    if (k !== void 0)
      return [
        k in p ? `${k}: ${valueText(p[k])}` : `no ${k}`,
        k in f ? `${k}: ${valueText(f[k])}` : `no ${k}`
      ];
  }
  return [
    p === void 0 ? "no arguments" : valueText(p),
    f === void 0 ? "no arguments" : valueText(f)
  ];
}
function diverge(p, f, passingRun) {
  const i = commonPrefix(p, f);
  if (i === p.length && i === f.length) return void 0;
  const step = i + 1;
  const at = i === 0 ? "first" : `after ${code(p[i - 1].name)}`;
  const ps = p[i];
  const fs = f[i];
  if (ps && !fs) {
    const text = f.some((s) => s.name === ps.name) ? `stopped after ${i} tool call${i === 1 ? "" : "s"}; passing runs went on to call ${code(ps.name)}` : `${code(ps.name)} was not called; passing runs called it ${at}`;
    return { step, kind: "missing_call", passing_run: passingRun, passing: ps, text };
  }
  if (fs && !ps) {
    const text = i === 0 ? `called ${code(fs.name)}; passing runs called no tool` : `called ${code(fs.name)} ${at}; passing runs stopped there`;
    return { step, kind: "extra_call", passing_run: passingRun, failing: fs, text };
  }
  if (ps.name !== fs.name) {
    const text = f.some((s) => s.name === ps.name) ? `called ${code(fs.name)} where passing runs called ${code(ps.name)} ${at}` : `${code(ps.name)} was not called; passing runs called it ${at} (failing runs called ${code(fs.name)})`;
    return { step, kind: "other_call", passing_run: passingRun, passing: ps, failing: fs, text };
  }
  const [pa, fa] = argumentDifference(ps.arguments, fs.arguments);
  return {
    step,
    kind: "other_arguments",
    passing_run: passingRun,
    passing: ps,
    failing: fs,
    text: `${code(ps.name)} was called with ${code(fa)}; passing runs gave ${code(pa)}`
  };
}
function runsLabel(runs) {
  return `run${runs.length === 1 ? "" : "s"} ${runs.join(", ")}`;
}
function outputText(v) {
  if (v === void 0) return "";
  return typeof v === "string" ? v : JSON.stringify(v, null, 2);
}
var MAX_CHECKS = 5;
function explainFlaky(attempts) {
  const ran = attempts.filter((a) => a.status !== "skipped").sort((a, b) => a.run - b.run);
  const passing = ran.filter((a) => a.status === "passed");
  const failing = ran.filter((a) => a.status !== "passed");
  if (passing.length === 0 || failing.length === 0) return void 0;
  const passTraj = passing.map((a) => ({ run: a.run, steps: trajectory(a) }));
  const groups = /* @__PURE__ */ new Map();
  for (const a of failing) {
    const f = trajectory(a);
    let best = passTraj[0];
    let bestLen = -1;
    for (const p of passTraj) {
      const n = commonPrefix(p.steps, f);
      if (n > bestLen) {
        best = p;
        bestLen = n;
      }
    }
    const d = diverge(best.steps, f, best.run);
    if (!d) continue;
    const g = groups.get(d.text);
    if (g) g.runs.push(a.run);
    else groups.set(d.text, { runs: [a.run], ...d });
  }
  const divergence = [...groups.values()];
  const checks = /* @__PURE__ */ new Map();
  for (const a of failing)
    for (const c of a.checks) {
      if (c.passed) continue;
      const e = checks.get(c.label);
      if (e) {
        if (!e.runs.includes(a.run)) e.runs.push(a.run);
        continue;
      }
      checks.set(c.label, {
        label: c.label,
        runs: [a.run],
        ...c.message ?? c.error ? { message: plain(c.message ?? c.error ?? "", 300) } : {},
        passed_in_passing_runs: passing.every(
          (p) => p.checks.some((k) => k.label === c.label && k.passed)
        )
      });
    }
  const failing_checks = [...checks.values()].sort((a, b) => Number(b.passed_in_passing_runs) - Number(a.passed_in_passing_runs)).slice(0, MAX_CHECKS);
  const errors = failing.filter((a) => a.status === "error" || a.status === "timeout").map((a) => ({
    run: a.run,
    status: a.status,
    message: plain(a.error ?? (a.status === "timeout" ? "timed out" : "error"), 300)
  }));
  const po = passing.find((a) => a.output !== void 0);
  const fo = failing.find((a) => a.output !== void 0 && a.status === "failed") ?? failing.find((a) => a.output !== void 0);
  let output_diff;
  if (po && fo && !deepEqual(po.output, fo.output)) {
    const d = lineDiff(outputText(po.output), outputText(fo.output));
    output_diff = { passing_run: po.run, failing_run: fo.run, ...d };
  }
  const failingRuns = failing.map((a) => a.run);
  return {
    passing_runs: passing.map((a) => a.run),
    failing_runs: failingRuns,
    summary: `${runsLabel(failingRuns)} failed: ${reason(divergence, failing_checks, errors, failingRuns, output_diff)}`,
    divergence,
    failing_checks,
    errors,
    ...output_diff ? { output_diff } : {},
    source: attribute(failing, passing)
  };
}
function flakyWhyField(attempts) {
  const why = explainFlaky(attempts);
  return why ? { flaky_why: why } : {};
}
function hasFinding(w) {
  return w.divergence.length > 0 || w.failing_checks.length > 0 || w.errors.length > 0 || w.output_diff !== void 0;
}
function flakyWhyLine(c) {
  const why = c.flaky_why ?? explainFlaky(c.run_details);
  return why && hasFinding(why) ? why.summary : void 0;
}
function reason(divergence, checks, errors, failingRuns, output) {
  const all = (runs) => runs.length === failingRuns.length;
  if (divergence.length === 1 && all(divergence[0].runs)) return divergence[0].text;
  if (divergence.length > 0)
    return divergence.slice(0, 3).map((d) => `${runsLabel(d.runs)}: ${d.text}`).join(" / ");
  const separating = checks.filter((c) => c.passed_in_passing_runs);
  if (separating.length > 0) {
    const c = separating[0];
    const where = all(c.runs) ? "" : ` in ${runsLabel(c.runs)}`;
    return `${code(c.label)} failed${where}; passing runs passed it${c.message ? ` (${plain(c.message, 80)})` : ""}`;
  }
  if (errors.length > 0) {
    const e = errors[0];
    const who = all([e.run]) ? "" : `${runsLabel([e.run])} `;
    return `${who}${e.status === "timeout" ? "timed out" : `errored: ${plain(e.message, 80)}`}`;
  }
  if (checks.length > 0) return `${code(checks[0].label)} failed`;
  if (output) return `the output differs from run ${output.passing_run}'s`;
  return "no difference found in the tool calls, checks or output";
}
var SOURCE_WORDS = {
  judge: "judge",
  simulated_user: "simulated user",
  agent: "agent",
  environment: "environment"
};
var FAULT_WORDS = {
  rate_limit: "rate limit",
  quota: "spent quota",
  overloaded: "overload",
  server_error: "server errors",
  connection: "connection failures"
};
function environmentEvidence(a) {
  const last = a.environment_faults?.at(-1);
  if (a.cause === "rate_limited")
    return `rate limited until its deadline${a.rate_limited_by ? ` by ${code(a.rate_limited_by)}` : ""}`;
  if (a.cause === "environment_fault")
    return `the model provider kept failing until its deadline${last ? ` (${FAULT_WORDS[last.kind] ?? last.kind})` : ""}`;
  if (a.cause === "not_started") return "the agent's process could not be started";
  if (a.status === "timeout") return "timed out";
  const killed = /^killed by signal (\w+)/.exec(a.error ?? "");
  if (a.status === "error" && killed) return `the agent's process was killed by ${killed[1]}`;
  return void 0;
}
function judgeFailure(a) {
  const k = a.checks.find((c) => c.error !== void 0);
  if (k) return `${code(k.label)} could not be judged: ${plain(k.error ?? "", 80)}`;
  if (a.error?.startsWith("judging failed"))
    return `the judge failed: ${plain(a.error.replace(/^judging failed: /, ""), 80)}`;
  return void 0;
}
function messageKey(m) {
  const calls2 = (m.tool_calls ?? []).map((c) => ({
    name: c.function?.name,
    arguments: c.function?.arguments
  }));
  return stableJson({ role: m.role, text: messageText(m.content), calls: calls2 });
}
var MODEL_JUDGED = /* @__PURE__ */ new Set(["agent", "boolean", "numeric"]);
function failedByJudge(a) {
  return a.checks.some((k) => !k.passed && (MODEL_JUDGED.has(k.type) || k.judge !== void 0));
}
function callsOf(a) {
  return (a.transcript?.tool_calls ?? []).map((c) => ({ ...c, id: void 0 }));
}
function sameTranscript(a, b) {
  if (!deepEqual(a.output, b.output)) return false;
  if (!deepEqual(callsOf(a), callsOf(b))) return false;
  const ta = trajectory(a);
  const tb = trajectory(b);
  if (ta.length !== tb.length || commonPrefix(ta, tb) !== ta.length) return false;
  if (!deepEqual(a.transcript?.effects, b.transcript?.effects)) return false;
  if (!deepEqual(a.transcript?.mock_calls ?? [], b.transcript?.mock_calls ?? [])) return false;
  const ma = (a.transcript?.messages ?? []).map(messageKey);
  const mb = (b.transcript?.messages ?? []).map(messageKey);
  return ma.length === mb.length && ma.every((k, i) => k === mb[i]);
}
function judgeEvidence(a, passing) {
  const failed = judgeFailure(a);
  if (failed) return failed;
  if (a.status !== "failed") return void 0;
  for (const k of a.checks) {
    const v = k.judge?.verdicts;
    if (k.passed || !v || !v.includes(true) || !v.includes(false)) continue;
    return `${code(k.label)} was judged pass in ${v.filter(Boolean).length} of ${v.length} askings on the same transcript`;
  }
  const again = a.rejudged?.verdicts ?? [];
  const passes = again.filter(Boolean).length;
  if (passes > 0) return `the same transcript was judged pass in ${passes} of ${again.length + 1}`;
  const twin = failedByJudge(a) ? passing.find((p) => sameTranscript(a, p)) : void 0;
  if (twin) return `the same answer and steps as run ${twin.run}, which was judged pass`;
  return void 0;
}
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
function userTurnEvidence(a, passing) {
  const fm = a.transcript?.messages ?? [];
  if (fm.filter((m) => m.role === "user").length < 2) return void 0;
  const fk = fm.map(messageKey);
  let best;
  for (const p2 of passing) {
    const pk = (p2.transcript?.messages ?? []).map(messageKey);
    const at = firstDifference(fk, pk);
    if (!best || at > best.at) best = { p: p2, at };
  }
  if (!best) return void 0;
  const pm = best.p.transcript?.messages ?? [];
  const f = fm[best.at];
  const p = pm[best.at];
  if (f?.role !== "user" && p?.role !== "user") return void 0;
  const turn = fm.slice(0, best.at + 1).filter((m) => m.role === "user").length;
  const said = (m) => m?.role === "user" ? code(messageText(m.content)) : "nothing";
  return `the simulated user's message ${turn} was ${said(f)} where run ${best.p.run}'s was ${said(p)}, before any agent step differed`;
}
function agentEvidence(a, passing) {
  if (a.status === "error")
    return `the agent failed: ${plain((a.error ?? "error").split("\n")[0] ?? "", 100)}`;
  const f = trajectory(a);
  let best;
  for (const p of passing) {
    const steps = trajectory(p);
    const n = commonPrefix(steps, f);
    if (!best || n > best.n) best = { run: p.run, steps, n };
  }
  const d = best ? diverge(best.steps, f, best.run) : void 0;
  if (d) return d.text;
  const k = a.checks.find(
    (c) => !c.passed && passing.every((p) => p.checks.some((x) => x.label === c.label && x.passed))
  );
  if (k) return `${code(k.label)} failed; passing runs passed it`;
  const po = passing.find((p) => p.output !== void 0 && !deepEqual(p.output, a.output));
  if (po) return `the agent's answer differs from run ${po.run}'s`;
  return "the agent failed where other runs passed";
}
function runSource(a, passing) {
  const env = environmentEvidence(a);
  if (env) return { run: a.run, source: "environment", evidence: env };
  const judge = judgeEvidence(a, passing);
  if (judge) return { run: a.run, source: "judge", evidence: judge };
  const user = userTurnEvidence(a, passing);
  if (user) return { run: a.run, source: "simulated_user", evidence: user };
  return { run: a.run, source: "agent", evidence: agentEvidence(a, passing) };
}
function runSources(attempts) {
  const ran = attempts.filter((a) => a.status !== "skipped").sort((a, b) => a.run - b.run);
  const passing = ran.filter((a) => a.status === "passed");
  return ran.filter((a) => a.status !== "passed").map((a) => runSource(a, passing));
}
function attribute(failing, passing) {
  const runs = failing.map((a) => runSource(a, passing));
  const shares = {};
  for (const src of FLAKE_SOURCES) {
    const n = runs.filter((r) => r.source === src).length;
    if (n > 0) shares[src] = Math.round(n / runs.length * 100) / 100;
  }
  const seen = FLAKE_SOURCES.filter((src) => shares[src] !== void 0);
  const label = seen.length === 1 ? seen[0] : "mixed";
  const summary = label === "mixed" ? `mixed: ${seen.map((src) => {
    const of = runs.filter((r) => r.source === src).map((r) => r.run);
    return `${SOURCE_WORDS[src]} ${Math.round(shares[src] * 100)} % (${runsLabel(of)})`;
  }).join(", ")}` : `${SOURCE_WORDS[label]} (${runsLabel(runs.map((r) => r.run))}): ${runs[0].evidence}`;
  return { label, shares, runs, summary };
}

// src/report/power.ts
var POWER = 0.8;
var PLANNED_DROP = 0.2;
var MAX_PLANNED_RUNS = 1e3;
function binomialCdf(k, n, p) {
  if (k < 0) return 0;
  if (k >= n) return 1;
  if (p <= 0) return 1;
  if (p >= 1) return 0;
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  let s = 0;
  for (let x = 0; x <= k; x++) s += Math.exp(logChoose(n, x) + x * lp + (n - x) * lq);
  return Math.min(1, s);
}
function criticalPasses(basePassed, baseRuns, headRuns, alpha) {
  const p = (c) => fisherExactLower(basePassed, baseRuns - basePassed, c, headRuns - c);
  if (headRuns <= 0 || baseRuns <= 0 || p(0) > alpha) return -1;
  let lo = 0;
  let hi = headRuns;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (p(mid) <= alpha) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
function detectableDrop(o) {
  const power = o.power ?? POWER;
  const crit = criticalPasses(o.basePassed, o.baseRuns, o.headRuns, o.alpha);
  if (crit < 0) return null;
  const p0 = o.basePassed / o.baseRuns;
  let lo = 0;
  let hi = p0;
  if (binomialCdf(crit, o.headRuns, hi) >= power) return 0;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (binomialCdf(crit, o.headRuns, mid) >= power) lo = mid;
    else hi = mid;
  }
  return Math.max(0, p0 - lo);
}
function plannedPower(rate, reports, n, drop, alpha) {
  const baseRuns = reports * n;
  const basePassed = Math.round(rate * baseRuns);
  const crit = criticalPasses(basePassed, baseRuns, n, alpha);
  return crit < 0 ? 0 : binomialCdf(crit, n, rate - drop);
}
function runsForDrop(o) {
  const drop = o.drop ?? PLANNED_DROP;
  const power = o.power ?? POWER;
  const maxRuns = o.maxRuns ?? MAX_PLANNED_RUNS;
  const reports = Math.max(1, o.reports);
  if (o.rate - drop < -1e-12) return null;
  const enough = (n) => plannedPower(o.rate, reports, n, drop, o.alpha) >= power;
  let hi = 1;
  while (!enough(hi)) {
    if (hi >= maxRuns) return null;
    hi = Math.min(maxRuns, hi * 2);
  }
  let lo = Math.floor(hi / 2);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (enough(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
function benjaminiHochberg(ps) {
  const idx = ps.map((p, i) => ({ p, i })).filter((x) => x.p !== null).sort((a, b) => a.p - b.p || a.i - b.i);
  const m = idx.length;
  const out = ps.map(() => null);
  let running = 1;
  for (let j = m - 1; j >= 0; j--) {
    const { p, i } = idx[j];
    running = Math.min(running, m * p / (j + 1));
    out[i] = Math.min(1, running);
  }
  return out;
}

// src/report/stats.ts
function wilson(passed, n, z = 1.959963984540054) {
  if (n <= 0) return { low: 0, high: 1 };
  const p = passed / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom;
  return {
    low: passed === 0 ? 0 : Math.max(0, centre - half),
    high: passed === n ? 1 : Math.min(1, centre + half)
  };
}
function yaoStabilityClass(ratio) {
  if (ratio >= 1) return "stable";
  if (ratio >= 0.8) return "mostly_stable";
  if (ratio >= 0.5) return "unstable";
  return "highly_unstable";
}
function stabilityClass(passed, runs) {
  if (runs > 0 && passed === 0) return "failing";
  return yaoStabilityClass(runs === 0 ? 0 : passed / runs);
}
function verdictFor(passed, n, threshold) {
  if (n === 0) return "skipped";
  if (passed === n) return "pass";
  if (passed === 0) return "fail";
  const { low, high } = wilson(passed, n);
  if (low >= threshold) return "pass";
  if (high < threshold) return "fail";
  return "flaky";
}
function normaliseOutput(output) {
  if (typeof output === "string") return output.trim().replace(/\s+/g, " ");
  return stableJson(output);
}
function consistency(outputs) {
  if (outputs.length === 0) return 1;
  const counts4 = /* @__PURE__ */ new Map();
  let best = 0;
  for (const o of outputs) {
    const k = normaliseOutput(o);
    const c = (counts4.get(k) ?? 0) + 1;
    counts4.set(k, c);
    if (c > best) best = c;
  }
  return best / outputs.length;
}
function durationStats(ms) {
  if (ms.length === 0) return { avg: 0, min: 0, max: 0, stddev: 0, total: 0 };
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const d of ms) {
    total += d;
    if (d < min) min = d;
    if (d > max) max = d;
  }
  const avg = total / ms.length;
  let sq = 0;
  for (const d of ms) sq += (d - avg) ** 2;
  return { avg, min, max, stddev: Math.sqrt(sq / ms.length), total };
}
function round2(n, digits = 2) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

// src/report/pooled-baseline.ts
var DEFAULT_FDR = 0.1;
var DEFAULT_STALE_AFTER_DAYS = 14;
function schemaMajor(json) {
  if (typeof json !== "object" || json === null) return void 0;
  const v = json.schema_version;
  const n = typeof v === "number" ? v : typeof v === "string" ? Number.parseFloat(v) : NaN;
  return Number.isFinite(n) ? Math.floor(n) : void 0;
}
function schemaStaleness(json) {
  const major = schemaMajor(json);
  if (major === void 0 || major === REPORT_SCHEMA_VERSION) return void 0;
  return `report schema version ${major}, this agentci reads version ${REPORT_SCHEMA_VERSION}`;
}
var StaleReportError = class extends Error {
  constructor(file, reason2) {
    super(`${file}: stale: ${reason2}`);
    this.file = file;
    this.reason = reason2;
    this.name = "StaleReportError";
  }
  file;
  reason;
};
function assertCurrentSchema(json, file) {
  const why = schemaStaleness(json);
  if (why) throw new StaleReportError(file, why);
}
var DAY_MS = 864e5;
function when(r) {
  const t = Date.parse(r.metadata.completed_at || r.metadata.started_at);
  return Number.isFinite(t) ? t : Date.parse(r.metadata.started_at);
}
function key2(suite, id) {
  return `${suite}\0${id}`;
}
function indexCases(r) {
  const byKey = /* @__PURE__ */ new Map();
  const byId = /* @__PURE__ */ new Map();
  for (const c of r.results) {
    if (!byKey.has(key2(c.suite, c.id))) byKey.set(key2(c.suite, c.id), c);
    byId.set(c.id, byId.has(c.id) ? null : c);
  }
  return (c) => byKey.get(key2(c.suite, c.id)) ?? byId.get(c.id) ?? void 0;
}
function same(a, b) {
  return a === b || a.metadata.started_at === b.metadata.started_at && a.metadata.completed_at === b.metadata.completed_at && a.metadata.git_sha === b.metadata.git_sha && a.results.length === b.results.length;
}
function pooledBase(pool, d, fp, lost) {
  const out = {
    passed: 0,
    runs: 0,
    planned: 0,
    reports: 0,
    other: 0,
    onlyBase: true,
    anyBase: false
  };
  for (const r of pool) {
    const c = r.find(d);
    if (!c) continue;
    out.anyBase = true;
    const e = evidenceOf(c);
    if (fp !== void 0 && c.fingerprint !== void 0 && c.fingerprint !== fp) {
      out.other += e.runs;
      continue;
    }
    addLost(lost, e.lost);
    out.planned += e.planned;
    if (e.runs === 0) continue;
    out.passed += e.passed;
    out.runs += e.runs;
    out.reports++;
    if (!r.isBase) out.onlyBase = false;
  }
  return out;
}
function median(xs) {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const v = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  return Number.isFinite(v) ? v : null;
}
function agentOf(r) {
  const a = r.metadata.options.agent;
  if (a && typeof a === "object" && typeof a.description === "string")
    return a.description;
  return r.summary.agent_id;
}
function reportLabel(p) {
  return p.run.run_id !== void 0 ? `${p.run.source} run ${p.run.run_id}` : p.run.source;
}
function compareWithBase(head, input, opts = {}) {
  const fdr = opts.fdr ?? DEFAULT_FDR;
  const maxReg = opts.maxRegressionPp ?? null;
  const staleDays = opts.staleAfterDays ?? DEFAULT_STALE_AFTER_DAYS;
  const history = [...input.history ?? []].sort((a, b) => when(a.report) - when(b.report));
  const newest = history[history.length - 1];
  const base = input.base ?? (newest ? {
    report: newest.report,
    source: {
      source: newest.run.source,
      ...newest.run.run_id !== void 0 ? { run_id: newest.run.run_id } : {},
      ...newest.run.run_url !== void 0 ? { run_url: newest.run.run_url } : {},
      ...newest.run.sha !== void 0 ? { sha: newest.run.sha } : {}
    }
  } : void 0);
  if (!base) return void 0;
  const diff = compareReports(base.report, head, base.source);
  const now = Date.parse(head.metadata.started_at);
  const stale = (input.stale ?? []).map((s) => ({ ...s, pooled: false }));
  const ageDays = (r) => Number.isFinite(now) ? (now - when(r)) / DAY_MS : 0;
  const staleReason = (r) => {
    const days = ageDays(r);
    return days > staleDays ? `${Math.floor(days)} days old (older than ${staleDays} days)` : void 0;
  };
  const pool = [
    {
      report: base.report,
      source: base.source.source,
      isBase: true,
      find: indexCases(base.report)
    }
  ];
  const baseWhy = staleReason(base.report);
  if (baseWhy)
    stale.push({
      source: `the base report (${base.source.source}${base.source.run_id !== void 0 ? ` run ${base.source.run_id}` : ""})`,
      reason: baseWhy,
      pooled: true
    });
  for (const p of history) {
    if (same(p.report, base.report)) continue;
    const why = staleReason(p.report);
    if (why) {
      stale.push({ source: reportLabel(p), reason: why, pooled: false });
      continue;
    }
    pool.push({
      report: p.report,
      source: reportLabel(p),
      isBase: false,
      find: indexCases(p.report)
    });
  }
  const minRuns = head.gate.thresholds.min_runs ?? reportMinRuns(head.metadata.options);
  const missingShards = head.metadata.missing_shards ?? [];
  const findHead = indexCases(head);
  const work = diff.cases.map((d) => {
    const c = caseCompare(d);
    const headCase = d.head && c.p_value !== null ? findHead(d) : void 0;
    const noise2 = headCase ? noiseOf(headCase) : void 0;
    return noise2 ? { d, c, noise: noise2 } : { d, c };
  });
  function caseCompare(d) {
    const headCase = d.head ? findHead(d) : void 0;
    const lostHead = noLoss();
    const lostBase = noLoss();
    const out = (verdict, basis2, extra = {}) => ({
      verdict,
      basis: basis2,
      base: { passed: 0, runs: 0, reports: 0 },
      head: { passed: 0, runs: 0 },
      lost: { base: lostBase, head: lostHead },
      other_definition_runs: 0,
      drop_pp: null,
      p_value: null,
      p_adjusted: null,
      detectable_drop_pp: null,
      runs_for_drop: null,
      ...extra
    });
    const pooled = pooledBase(pool, d, headCase?.fingerprint, lostBase);
    const { passed: bPassed, runs: bRuns, planned: bPlanned, reports: bReports, other } = pooled;
    const { onlyBase, anyBase } = pooled;
    const baseCounts = { passed: bPassed, runs: bRuns, reports: bReports };
    const basis = bRuns === 0 ? "threshold" : onlyBase && bReports === 1 ? "base" : "history";
    if (!d.head) {
      if (missingShards.length > 0) {
        lostHead.shard_missing += Math.max(1, head.summary.runs_per_case);
        const which = missingShards.map((m2) => `${m2.indexes.join(", ")} of ${m2.total}`).join("; ");
        return out("not_enough_runs", basis, {
          base: baseCounts,
          other_definition_runs: other,
          short_of_runs: "head",
          note: `not in this run: shard ${which} never reported`
        });
      }
      return out("removed", basis, { base: baseCounts, other_definition_runs: other });
    }
    if (!headCase) return out("new", "threshold");
    const he = evidenceOf(headCase);
    addLost(lostHead, he.lost);
    const headCounts = { passed: he.passed, runs: he.runs };
    const needHead = minRunsOf(he.planned, minRuns);
    if (he.runs === 0 && totalLost(he.lost) === 0)
      return out("skipped", basis, {
        base: baseCounts,
        head: headCounts,
        other_definition_runs: other,
        note: headCase.skip_reason ? `skipped: ${headCase.skip_reason}` : void 0
      });
    if (!anyBase) return out("new", "threshold", { head: headCounts });
    if (bRuns === 0 && other > 0)
      return out("redefined", "threshold", {
        head: headCounts,
        other_definition_runs: other,
        note: `the base ran it under another definition (${other} run${other === 1 ? "" : "s"} not compared)`
      });
    if (he.runs < needHead) {
      const lost2 = lostText(he.lost);
      return out("not_enough_runs", basis, {
        base: baseCounts,
        head: headCounts,
        other_definition_runs: other,
        short_of_runs: "head",
        note: `${he.runs} of the ${plural(needHead, "run")} it needs gave evidence here${lost2 ? ` (${lost2})` : ""}`
      });
    }
    const needBase = minRunsOf(bPlanned, minRuns);
    if (bRuns < needBase) {
      const lost2 = lostText(lostBase);
      return out("not_enough_runs", basis, {
        base: baseCounts,
        head: headCounts,
        other_definition_runs: other,
        short_of_runs: "base",
        note: `the base has ${bRuns} of the ${plural(needBase, "run")} of evidence it needs under this definition${lost2 ? ` (${lost2})` : ""}: judged by its threshold alone`
      });
    }
    const dropPp = (bPassed / bRuns - he.passed / he.runs) * 100;
    return out("no_regression", basis, {
      base: baseCounts,
      head: headCounts,
      other_definition_runs: other,
      drop_pp: round2(dropPp, 2),
      p_value: fisherExactLower(bPassed, bRuns - bPassed, he.passed, he.runs - he.passed),
      ...basis === "base" && pool.length > 1 ? { note: "only the base report ran it under this definition: compared with it alone" } : {}
    });
  }
  const tested = work.filter((w) => w.c.p_value !== null);
  const adjusted = benjaminiHochberg(tested.map((w) => w.c.p_value));
  const m = tested.length;
  const alpha = m > 0 ? fdr / m : null;
  const floor = maxReg ?? 0;
  tested.forEach((w, i) => {
    const q = adjusted[i] ?? null;
    w.c.p_value = w.c.p_value === null ? null : sig(w.c.p_value);
    w.c.p_adjusted = q === null ? null : sig(q);
    if (q === null || q > fdr || (w.c.drop_pp ?? 0) <= floor) return;
    if (w.noise) w.c.noise = w.noise;
    else w.c.verdict = "regression";
  });
  const powerCache = /* @__PURE__ */ new Map();
  if (alpha !== null)
    for (const w of tested) {
      const c = w.c;
      const k = `${c.base.passed}/${c.base.runs}/${c.base.reports}/${c.head.runs}`;
      let got = powerCache.get(k);
      if (!got) {
        const drop = detectableDrop({
          basePassed: c.base.passed,
          baseRuns: c.base.runs,
          headRuns: c.head.runs,
          alpha
        });
        got = {
          drop: drop === null ? null : round2(drop * 100, 1),
          runs: runsForDrop({ rate: c.base.passed / c.base.runs, reports: c.base.reports, alpha })
        };
        powerCache.set(k, got);
      }
      c.detectable_drop_pp = got.drop;
      c.runs_for_drop = got.runs;
    }
  const counts4 = Object.fromEntries(COMPARE_VERDICTS.map((v) => [v, 0]));
  const basisCounts = Object.fromEntries(COMPARE_BASES.map((b) => [b, 0]));
  const lost = { base: noLoss(), head: noLoss() };
  const short = { head: 0, base: 0 };
  let noise = 0;
  for (const { c } of work) {
    if (c.noise) noise++;
    counts4[c.verdict]++;
    if (c.short_of_runs) short[c.short_of_runs]++;
    basisCounts[c.basis]++;
    addLost(lost.base, c.lost.base);
    addLost(lost.head, c.lost.head);
  }
  const inf = (v) => v === null ? Infinity : v;
  const drops = tested.map((w) => inf(w.c.detectable_drop_pp));
  const needs = tested.map((w) => inf(w.c.runs_for_drop));
  const headAgent = agentOf(head);
  const baseAgent = agentOf(base.report);
  const comparison = {
    fdr,
    max_regression_pp: floor,
    min_runs: minRuns,
    compared: m,
    alpha: alpha === null ? null : round2(alpha, 8),
    counts: counts4,
    short_of_runs: short,
    basis: basisCounts,
    reports: pool.length,
    lost,
    ...noise ? { noise } : {},
    power: {
      runs_per_case: median(tested.map((w) => w.c.head.runs)),
      detectable_drop_pp: median(drops),
      drop_pp: PLANNED_DROP * 100,
      runs_for_drop: median(needs),
      power: POWER,
      undetectable: needs.filter((n) => n === Infinity).length
    },
    stale,
    ...headAgent !== void 0 && baseAgent !== void 0 && headAgent !== baseAgent ? { agent: { base: baseAgent, head: headAgent } } : {}
  };
  return {
    ...diff,
    comparison,
    cases: work.map(({ d, c }) => ({ ...d, compare: c }))
  };
}
function noiseOf(c) {
  const sources = runSources(c.run_details.filter((a) => lossOf(a) === void 0));
  if (sources.length === 0) return void 0;
  if (!sources.every((s) => s.source === "judge" || s.source === "environment")) return void 0;
  const part = (source, what) => {
    const of = sources.filter((s) => s.source === source);
    if (!of.length) return void 0;
    const runs = of.map((s) => s.run);
    return `${what} (run${runs.length === 1 ? "" : "s"} ${runs.join(", ")}: ${of[0].evidence})`;
  };
  const parts = [part("judge", "judge noise"), part("environment", "the environment's doing")];
  return `every failing run here was ${parts.filter(Boolean).join(" or ")}`;
}
function sig(p) {
  return Number(p.toPrecision(6));
}

// src/lib/problems.ts
function formatProblem(p) {
  let where = p.file;
  if (p.line > 0) {
    where += `:${p.line}`;
    if (p.column !== void 0 && p.column > 0) where += `:${p.column}`;
  }
  const field = p.field === "" ? "" : `${p.field}: `;
  return `${where === "" ? "" : `${where}: `}${field}${p.message}`;
}
var InputError = class extends Error {
  problems;
  warnings;
  constructor(problems, warnings = []) {
    super(problems.map(formatProblem).join("\n"));
    this.name = "InputError";
    this.problems = problems;
    this.warnings = warnings;
  }
};
var NoCasesError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "NoCasesError";
  }
};

// src/report/environment-faults.ts
function lostToFault(a) {
  return a.cause === "rate_limited" || a.cause === "environment_fault";
}
function faultSummary(results) {
  const by = /* @__PURE__ */ new Map();
  const total = { attempts: 0, faults: 0, lost: 0 };
  for (const r of results)
    for (const a of r.run_details) {
      const faults = a.environment_faults;
      if (!faults?.length) continue;
      total.attempts++;
      const kinds = /* @__PURE__ */ new Set();
      for (const f of faults) {
        const k = by.get(f.kind) ?? { kind: f.kind, attempts: 0, faults: 0, lost: 0 };
        by.set(f.kind, k);
        k.faults += f.times;
        total.faults += f.times;
        if (!kinds.has(f.kind)) k.attempts++;
        kinds.add(f.kind);
      }
      if (lostToFault(a)) {
        total.lost++;
        const last = faults[faults.length - 1];
        if (last) by.get(last.kind).lost++;
      }
    }
  if (total.attempts === 0) return void 0;
  const by_kind = FAULT_KINDS.map((k) => by.get(k)).filter((k) => !!k);
  return { ...total, by_kind };
}

// src/report/fingerprint.ts
import { createHash } from "node:crypto";
function modelPart(m) {
  if (!m) return void 0;
  const r = m;
  const keep = ["provider", "model", "temperature", "max_tokens", "replies", "rules", "default"];
  return Object.fromEntries(keep.filter((k) => r[k] !== void 0).map((k) => [k, r[k]]));
}
function judgePart(j) {
  if (!j) return void 0;
  return {
    model: modelPart(j.model),
    runs: j.runs,
    instructions: j.instructions,
    max_transcript_chars: j.max_transcript_chars
  };
}
function hasAgentAssertion(asserts) {
  return (asserts ?? []).some((a) => a.type === "agent");
}
function usesJudge(c, codeAsserts = false) {
  if (hasAgentAssertion(c.assert)) return true;
  for (const cp of c.checkpoints ?? [])
    if (hasAgentAssertion(normaliseAssert(cp.assert))) return true;
  if (c.evals.some((e) => e.type === "boolean" || e.type === "numeric")) return true;
  if (c.user_sim !== void 0) return true;
  if (c.simulator !== void 0) return true;
  return codeAsserts;
}
function relativised(v, root) {
  if (!root) return v;
  const prefixes = [root.endsWith("/") ? root : `${root}/`];
  const back = root.replace(/\//g, "\\");
  if (back !== root) prefixes.push(back.endsWith("\\") ? back : `${back}\\`);
  const walk = (x) => {
    if (typeof x === "string") {
      for (const p of prefixes) if (x.startsWith(p)) return x.slice(p.length).replace(/\\/g, "/");
      return x === root ? "." : x;
    }
    if (Array.isArray(x)) return x.map(walk);
    if (isPlainObject(x))
      return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, walk(y)]));
    return x;
  };
  return walk(v);
}
function fingerprintValue(c, ctx = {}) {
  const simulator = c.simulator?.use ? ctx.simulators?.[c.simulator.use] : void 0;
  const payload = "payload" in c ? c.payload : void 0;
  return relativised(
    {
      format: c.format,
      input: c.input,
      expected: c.expected,
      assert: c.assert,
      evals: c.evals,
      checkpoints: c.checkpoints,
      user: c.user,
      team: c.team,
      metadata: c.metadata,
      options: c.options,
      simulator: c.simulator,
      simulator_config: simulator ? { model: modelPart(simulator.model), system: simulator.system } : void 0,
      user_sim: c.user_sim,
      max_turns: c.max_turns,
      mocks: c.mocks.length ? c.mocks : void 0,
      spy: c.spy || void 0,
      scenario: c.scenario,
      init: c.init,
      timeout_ms: c.timeout_ms,
      hooks: c.hooks,
      matrix: c.matrix,
      payload,
      judge: usesJudge(c, ctx.codeAsserts) ? judgePart(ctx.judge) : void 0
    },
    ctx.root
  );
}
function caseFingerprint(c, ctx = {}) {
  const hash = createHash("sha256").update(stableJson(fingerprintValue(c, ctx))).digest("hex");
  return `sha256:${hash.slice(0, 16)}`;
}

// src/report/pass-k.ts
function chooseRatio(a, n, k) {
  if (k > a) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r *= (a - i) / (n - i);
  return r;
}
function checkArgs(n, c, k) {
  if (!Number.isInteger(n) || !Number.isInteger(c) || !Number.isInteger(k))
    throw new RangeError(`pass@k: n, c and k must be whole numbers, got ${n}, ${c}, ${k}`);
  if (c < 0 || c > n || k < 1 || k > n)
    throw new RangeError(`pass@k: needs 0 ≤ c ≤ n and 1 ≤ k ≤ n, got n=${n} c=${c} k=${k}`);
}
function passAtK(n, c, k) {
  checkArgs(n, c, k);
  return 1 - chooseRatio(n - c, n, k);
}
function passHatK(n, c, k) {
  checkArgs(n, c, k);
  return chooseRatio(c, n, k);
}
function passKSeries(n, c) {
  const at = [];
  const hat = [];
  for (let k = 1; k <= n; k++) {
    at.push(round2(passAtK(n, c, k), 4));
    hat.push(round2(passHatK(n, c, k), 4));
  }
  return { pass_at_k: at, pass_hat_k: hat };
}
function suitePassK(series) {
  const most = Math.max(0, ...series.map((s) => s.pass_hat_k?.length ?? 0));
  const at = [];
  const hat = [];
  const cases = [];
  for (let k = 1; k <= most; k++) {
    let sumAt = 0;
    let sumHat = 0;
    let n = 0;
    for (const s of series) {
      const h = s.pass_hat_k?.[k - 1];
      const a = s.pass_at_k?.[k - 1];
      if (h === void 0 || a === void 0) continue;
      sumAt += a;
      sumHat += h;
      n++;
    }
    at.push(round2(sumAt / n, 4));
    hat.push(round2(sumHat / n, 4));
    cases.push(n);
  }
  return { pass_at_k: at, pass_hat_k: hat, cases };
}

// src/report/aggregate.ts
function sumUsage(usages) {
  let out;
  let cost;
  for (const u of usages) {
    if (!u) continue;
    out ??= { input_tokens: 0, output_tokens: 0 };
    out.input_tokens += u.input_tokens ?? 0;
    out.output_tokens += u.output_tokens ?? 0;
    if (u.cached_tokens !== void 0)
      out.cached_tokens = (out.cached_tokens ?? 0) + u.cached_tokens;
    if (u.cost_usd !== void 0) cost = (cost ?? 0) + u.cost_usd;
  }
  if (out && cost !== void 0) out.cost_usd = round2(cost, 6);
  return out;
}
function evalUsage(usages) {
  const u = sumUsage(usages);
  return u ? { eval_usage: u } : {};
}
function caseIdentity(c, defaultThreshold, traits = {}) {
  const { assertsItself = false, fingerprint } = traits;
  return {
    id: c.id,
    suite: c.suite,
    file: c.source.file,
    line: c.source.line,
    format: c.format,
    tags: c.tags,
    input: c.input,
    expected: c.expected,
    threshold: c.threshold ?? defaultThreshold,
    thresholdDeclared: c.threshold !== void 0,
    ...c.matrix ? { matrix: c.matrix } : {},
    skipReason: c.skip === false ? void 0 : c.skip === true ? "skip: true" : c.skip,
    // A format whose test function is its assertion asserts something (assertsItself).
    // Checkpoints of a dynamic-mode conversation are assertions too.
    assertsNothing: !assertsItself && c.assert.length === 0 && c.evals.length === 0 && c.expected === void 0 && !c.checkpoints?.length,
    ...fingerprint ? { fingerprint: caseFingerprint(c, { ...fingerprint, codeAsserts: assertsItself }) } : {}
  };
}
function aggregateCase(id, attempts) {
  const sorted = [...attempts].sort((a, b) => a.run - b.run);
  const ran = sorted.filter((a) => a.status !== "skipped");
  const n = ran.length;
  const passed = ran.filter((a) => a.status === "passed").length;
  const errors = ran.filter((a) => a.status === "error").length;
  const timeouts = ran.filter((a) => a.status === "timeout").length;
  const failed = n - passed;
  const ratio = n === 0 ? 0 : passed / n;
  const durations = durationStats(ran.map((a) => a.duration_ms));
  const first = ran[0] ?? sorted[0];
  let status;
  if (n === 0) status = "skipped";
  else if (ratio >= id.threshold) status = "passed";
  else if (failed === errors + timeouts) status = "error";
  else status = "failed";
  const firstFailure = ran.find((a) => a.status !== "passed");
  const evidence = evidenceOf({ passed, runs: n, skipped: sorted.length - n, run_details: sorted });
  const skipReason = n === 0 ? id.skipReason ?? sorted.find((a) => a.error)?.error ?? "not run" : void 0;
  return {
    id: id.id,
    suite: id.suite,
    file: id.file,
    line: id.line,
    format: id.format,
    tags: id.tags,
    status,
    verdict: verdictFor(passed, n, id.threshold),
    flaky: passed > 0 && passed < n,
    input: id.input,
    expected: id.expected,
    output: first?.output,
    error: firstFailure?.error,
    skip_reason: skipReason,
    runs: n,
    passed,
    failed,
    errors,
    timeouts,
    skipped: sorted.length - n,
    pass_rate: n === 0 ? 0 : round2(ratio * 100, 2),
    interval: (() => {
      const w = wilson(passed, n);
      return { low: round2(w.low, 4), high: round2(w.high, 4) };
    })(),
    consistency: round2(
      consistency(
        ran.filter((a) => a.status !== "error" && a.status !== "timeout").map((a) => a.output)
      ),
      4
    ),
    stable: n > 0 && passed === n,
    class: stabilityClass(passed, n),
    threshold: id.threshold,
    threshold_declared: id.thresholdDeclared || void 0,
    ...id.matrix ? { matrix: id.matrix } : {},
    duration_ms: round2(durations.total, 1),
    avg_duration_ms: round2(durations.avg, 1),
    min_duration_ms: round2(durations.min, 1),
    max_duration_ms: round2(durations.max, 1),
    std_deviation_ms: round2(durations.stddev, 1),
    usage: sumUsage(ran.map((a) => a.usage)),
    ...evalUsage(ran.map((a) => a.eval_usage)),
    ...flakyWhyField(sorted),
    ...id.fingerprint ? { fingerprint: id.fingerprint } : {},
    ...evidence.runs > 0 ? passKSeries(evidence.runs, evidence.passed) : {},
    run_details: sorted
  };
}
function summarise(results, opts) {
  const count4 = (p) => results.filter(p).length;
  const attempts = { passed: 0, failed: 0, error: 0, timeout: 0, skipped: 0 };
  for (const r of results) for (const a of r.run_details) attempts[a.status]++;
  const ranAttempts = attempts.passed + attempts.failed + attempts.error + attempts.timeout;
  const skipped = count4((r) => r.status === "skipped");
  const passed = count4((r) => r.status === "passed");
  const considered = results.length - skipped;
  return {
    total: results.length,
    total_cases: results.length,
    total_runs: ranAttempts,
    runs_per_case: opts.runsPerCase,
    passed,
    failed: considered - passed,
    errors: count4((r) => r.status === "error"),
    skipped,
    flaky: count4((r) => r.flaky),
    verdicts: {
      pass: count4((r) => r.verdict === "pass"),
      fail: count4((r) => r.verdict === "fail"),
      flaky: count4((r) => r.verdict === "flaky"),
      inconclusive: count4((r) => r.verdict === "inconclusive"),
      skipped: count4((r) => r.verdict === "skipped")
    },
    attempts,
    overall_pass_rate: ranAttempts === 0 ? 0 : round2(attempts.passed / ranAttempts * 100, 2),
    case_pass_rate: considered === 0 ? 0 : round2(passed / considered * 100, 2),
    stable_cases: count4((r) => r.stable),
    unstable_cases: count4((r) => r.runs > 0 && !r.stable),
    no_assertion_cases: opts.noAssertionCases ?? 0,
    ...faultField(results),
    duration_ms: Math.round(opts.durationMs),
    agent_id: opts.agentId,
    usage: sumUsage(results.map((r) => r.usage)),
    ...evalUsage(results.map((r) => r.eval_usage)),
    ...passKField(results)
  };
}
function faultField(results) {
  const s = faultSummary(results);
  return s ? { environment_faults: s } : {};
}
function passKField(results) {
  const s = suitePassK(results.filter((r) => r.status !== "skipped"));
  return s.cases.length ? { pass_k: s } : {};
}
function worstFirst(results) {
  const rank2 = { error: 0, failed: 0, passed: 2, skipped: 3 };
  return [...results].sort(
    (a, b) => rank2[a.status] - rank2[b.status] || Number(b.flaky) - Number(a.flaky) || a.pass_rate - b.pass_rate || a.suite.localeCompare(b.suite) || a.id.localeCompare(b.id)
  );
}
function buildReport(input) {
  const started = Date.parse(input.metadata.started_at);
  const completed = Date.parse(input.metadata.completed_at);
  return {
    schema_version: REPORT_SCHEMA_VERSION,
    type: "agent_test",
    summary: summarise(input.results, {
      durationMs: Number.isFinite(completed - started) ? completed - started : 0,
      runsPerCase: input.runsPerCase,
      agentId: input.agentId,
      noAssertionCases: input.noAssertionCases
    }),
    environment: input.environment,
    gate: input.gate,
    results: input.results,
    metadata: input.metadata,
    warnings: input.warnings ?? []
  };
}

// src/report/yao-report.ts
var caseKey = (suite, id) => `${suite}\0${id}`;
var YAO_ENV_DEFAULTS = {
  client_type: "test",
  client_ip: "127.0.0.1",
  referer: "test",
  accept: "standard"
};
var int = (n) => Math.round(n);
function singleStatus(r) {
  if (r.status === "skipped") return "skipped";
  const a = r.run_details.find((d) => d.status !== "skipped");
  return a ? a.status : r.status;
}
function yaoTrace(a) {
  if (!a) return void 0;
  const trace = {};
  if (a.output !== void 0 && a.output !== null && a.output !== "")
    trace.completion = { role: "assistant", content: a.output };
  const calls2 = (a.transcript?.tool_calls ?? []).map(yaoToolCall);
  if (calls2.length) trace.tool_calls = calls2;
  return Object.keys(trace).length ? trace : void 0;
}
function yaoToolCall(t) {
  const c = {};
  if (t.id) c.id = t.id;
  if (t.server) c.server = t.server;
  c.tool = t.name;
  if (t.arguments !== void 0) c.arguments = t.arguments;
  if (t.result !== void 0) c.result = t.result;
  const err = t.error ?? (t.is_error && typeof t.result === "string" ? t.result : void 0);
  if (err) c.error = err;
  return c;
}
function yaoDynamicMetadata(a) {
  const t = a?.transcript;
  if (!t?.checkpoints?.length) return void 0;
  const calls2 = t.tool_calls ?? [];
  let next = 0;
  const turns = (t.turns ?? []).map((turn) => {
    const own = calls2.slice(next, next + turn.tool_calls);
    next += turn.tool_calls;
    const response = {};
    if (turn.output !== void 0 && turn.output !== null && turn.output !== "")
      response.content = turn.output;
    if (own.length) response.tool_calls = own.map(yaoToolCall);
    return {
      turn: turn.turn,
      input: turn.input ?? null,
      ...turn.output !== void 0 ? { output: turn.output } : {},
      ...turn.error ? {} : { response },
      ...turn.checkpoints_reached?.length ? { checkpoints_reached: turn.checkpoints_reached } : {},
      duration_ms: int(turn.duration_ms),
      ...turn.error ? { error: turn.error } : {}
    };
  });
  const checkpoints = {};
  for (const cp of t.checkpoints) checkpoints[cp.id] = cp;
  return { mode: "dynamic", total_turns: turns.length, turns, checkpoints };
}
function runDetail(a) {
  return { ...a, duration_ms: int(a.duration_ms) };
}
function singleResult(r, info) {
  const first = r.run_details.find((d) => d.status !== "skipped");
  const metadata = yaoDynamicMetadata(first);
  const trace = metadata ? void 0 : yaoTrace(first);
  const options = info.caseOptions?.get(caseKey(r.suite, r.id));
  return withExtras(
    {
      id: r.id,
      status: singleStatus(r),
      // ToResult: a dynamic result's input is its first turn's.
      input: (metadata ? metadata.turns[0]?.input : r.input) ?? null,
      ...r.output !== void 0 && r.output !== null ? { output: r.output } : {},
      ...r.expected !== void 0 && r.expected !== null ? { expected: r.expected } : {},
      duration_ms: int(r.duration_ms),
      ...r.error ? { error: r.error } : {},
      ...trace ? { trace } : {},
      ...options ? { options } : {},
      ...metadata ? { metadata } : {}
    },
    r,
    r.run_details
  );
}
function stabilityResult(r) {
  const ran = r.run_details.filter((d) => d.status !== "skipped");
  return withExtras(
    {
      id: r.id,
      input: r.input ?? null,
      ...r.expected !== void 0 && r.expected !== null ? { expected: r.expected } : {},
      runs: ran.length,
      passed: r.passed,
      failed: ran.length - r.passed,
      pass_rate: r.pass_rate,
      consistency: r.consistency,
      stable: r.stable,
      // Yao's class by pass rate (a case that failed every run is highly unstable there); agentci's
      // own `class` (`failing` for it) rides along with the other extras.
      stability_class: yaoStabilityClass(ran.length === 0 ? 0 : r.passed / ran.length),
      avg_duration_ms: r.avg_duration_ms,
      min_duration_ms: int(r.min_duration_ms),
      max_duration_ms: int(r.max_duration_ms),
      std_deviation_ms: r.std_deviation_ms
    },
    r,
    ran
  );
}
function withExtras(yao, r, details) {
  const out = { ...yao };
  for (const [k, v] of Object.entries(r))
    if (!(k in out) && k !== "run_details" && v !== void 0) out[k] = v;
  out.duration_ms = int(r.duration_ms);
  out.min_duration_ms = int(r.min_duration_ms);
  out.max_duration_ms = int(r.max_duration_ms);
  out.run_details = details.map(runDetail);
  return out;
}
function yaoOptions(report, info) {
  const o = info.options ?? {};
  const agentci = report.metadata.options;
  const { timeout: _t, runs: _r, ...rest } = agentci;
  const str = (k, v) => v ? { [k]: v } : {};
  const bool = (k, v) => v ? { [k]: true } : {};
  return {
    ...rest,
    input: info.input,
    input_mode: "file",
    output_file: info.outputFile,
    ...str("agent_id", info.agentId),
    ...str("connector", info.connector),
    ...str("user_id", info.user),
    ...str("team_id", info.team),
    ...str("locale", info.locale),
    ...str("context_file", o.contextFile),
    // time.Duration marshals as integer nanoseconds.
    ...o.timeoutMs ? { timeout: int(o.timeoutMs) * 1e6 } : {},
    ...o.parallel ? { parallel: o.parallel } : {},
    runs: info.runs,
    ...agentci.runs === "auto" ? { runs_mode: "auto" } : {},
    ...str("reporter_id", o.reporter),
    ...bool("verbose", o.verbose),
    ...bool("fail_fast", o.failFast),
    ...str("run", o.run),
    ...str("before_all", o.before),
    ...str("after_all", o.after),
    ...bool("dry_run", o.dryRun),
    ...str("simulator", o.simulator),
    ...bool("json_output", o.json)
  };
}
function toYaoReport(report, info) {
  const stability = info.runs > 1 || report.metadata.options.runs === "auto";
  const ran = report.results.filter((r) => r.status !== "skipped");
  const skipped = report.results.length - ran.length;
  const s = report.summary;
  const counters = {
    passed: 0,
    failed: 0,
    errors: 0,
    timeouts: 0
  };
  const stab = {};
  if (stability) {
    const stable = ran.filter((r) => r.pass_rate === 100).length;
    counters.passed = stable;
    counters.failed = ran.length - stable;
    stab.total_runs = ran.reduce(
      (n, r) => n + r.run_details.filter((d) => d.status !== "skipped").length,
      0
    );
    const mean = ran.length ? ran.reduce((n, r) => n + r.pass_rate, 0) / ran.length : 0;
    stab.overall_pass_rate = mean;
    stab.stable_cases = stable;
    stab.unstable_cases = ran.length - stable;
  } else {
    for (const r of ran) {
      const st = singleStatus(r);
      if (st === "passed") counters.passed++;
      else if (st === "failed") counters.failed++;
      else if (st === "error") counters.errors++;
      else if (st === "timeout") counters.timeouts++;
    }
  }
  const summary = {
    total: report.results.length,
    ...counters,
    skipped,
    duration_ms: int(s.duration_ms),
    agent_id: info.agentId ?? s.agent_id ?? "",
    connector: info.connector ?? s.connector ?? "",
    runs_per_case: info.runs,
    // agentci's totals (Yao omits these in single-run mode; here they keep agentci's meaning).
    total_runs: s.total_runs,
    overall_pass_rate: s.overall_pass_rate,
    stable_cases: s.stable_cases,
    unstable_cases: s.unstable_cases,
    ...stab,
    total_cases: s.total_cases,
    flaky: s.flaky,
    verdicts: s.verdicts,
    attempts: s.attempts,
    case_pass_rate: s.case_pass_rate,
    no_assertion_cases: s.no_assertion_cases,
    ...s.usage ? { usage: s.usage } : {},
    ...s.eval_usage ? { eval_usage: s.eval_usage } : {}
  };
  const environment = {
    ...report.environment,
    user_id: info.user ?? "test-user",
    team_id: info.team ?? "test-team",
    locale: info.locale ?? "en-us",
    ...YAO_ENV_DEFAULTS
  };
  const { options: _opts, ...metaRest } = report.metadata;
  const metadata = {
    ...metaRest,
    started_at: report.metadata.started_at,
    completed_at: report.metadata.completed_at,
    version: report.metadata.version,
    input_file: info.input,
    output_file: info.outputFile,
    options: yaoOptions(report, info)
  };
  const out = { summary, environment };
  if (stability) {
    out.stability_results = ran.map(stabilityResult);
    if (skipped)
      out.skipped_results = report.results.filter((r) => r.status === "skipped").map((r) => singleResult(r, info));
  } else out.results = report.results.map((r) => singleResult(r, info));
  out.metadata = metadata;
  out.schema_version = report.schema_version;
  out.type = report.type;
  out.gate = report.gate;
  out.warnings = report.warnings;
  if (report.rate_limits) out.rate_limits = report.rate_limits;
  return out;
}
function isYaoReport(json) {
  return isPlainObject(json) && (Array.isArray(json.stability_results) || isPlainObject(json.summary) && typeof json.summary.timeouts === "number");
}
function fromYaoReport(json) {
  const list = [
    ...Array.isArray(json.results) ? json.results : json.stability_results,
    ...Array.isArray(json.skipped_results) ? json.skipped_results : []
  ];
  const results = list.filter(isPlainObject).map((r) => {
    const { stability_class: _c, status, ...rest } = r;
    return { ...rest, status: status === "timeout" ? "error" : status };
  });
  const meta = isPlainObject(json.metadata) ? json.metadata : {};
  const options = isPlainObject(meta.options) ? { ...meta.options } : {};
  if (options.runs_mode === "auto") options.runs = "auto";
  return {
    ...json,
    results,
    metadata: { ...meta, options },
    summary: isPlainObject(json.summary) ? json.summary : {}
  };
}
function agentciSummary(report, yaoSummary) {
  const summary = summarise(report.results, {
    durationMs: report.summary.duration_ms,
    runsPerCase: report.summary.runs_per_case,
    ...typeof yaoSummary.agent_id === "string" && yaoSummary.agent_id ? { agentId: yaoSummary.agent_id } : {},
    noAssertionCases: report.summary.no_assertion_cases
  });
  if (typeof yaoSummary.connector === "string" && yaoSummary.connector)
    summary.connector = yaoSummary.connector;
  return { ...report, summary };
}

// src/cli/write-outputs.ts
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path2 from "node:path";

// src/runner/results-stream.ts
import { closeSync, fsyncSync, ftruncateSync, mkdirSync, openSync, writeSync } from "node:fs";
import path from "node:path";
function writeFailureText(cause) {
  const code2 = cause?.code;
  const words2 = code2 === "ENOSPC" ? "no space left on the device" : code2 === "EDQUOT" ? "disk quota exceeded" : code2 === "EACCES" || code2 === "EPERM" ? "permission denied" : code2 === "EROFS" ? "read-only file system" : void 0;
  if (words2) return `${words2} (${code2})`;
  return cause?.message ?? String(cause);
}
var ResultsWriteError = class extends Error {
  /** The run's report, when the run got as far as building one (the stream failed mid-run). */
  report;
  constructor(file, cause) {
    super(`cannot write results to ${file}: ${writeFailureText(cause)}`, { cause });
    this.name = "ResultsWriteError";
  }
};
var ResultsStream = class {
  fd;
  file;
  pending = [];
  pendingBytes = 0;
  scheduled = false;
  failed;
  /** Bytes on disk, always at the end of a complete line. */
  size = 0;
  failureListener;
  constructor(file) {
    this.file = file;
    if (!file) return;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      this.fd = openSync(file, "w");
    } catch (e) {
      throw new ResultsWriteError(file, e);
    }
  }
  /** The write failure, once there was one. */
  get failure() {
    return this.failed;
  }
  /** Called once, on the first failed write (already failed: called at once). */
  onFailure(listener) {
    this.failureListener = listener;
    if (this.failed) listener(this.failed);
  }
  write(obj, now = false) {
    if (this.fd === void 0 || !this.file || this.failed) return;
    this.writeLine(`${inertJsonText(JSON.stringify(obj))}
`, now);
  }
  writeLine(line, now = false) {
    this.pending.push(line);
    this.pendingBytes += line.length;
    if (now || this.pendingBytes > 1 << 20) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }
  /** Writes what is pending. A failure is kept (see the class comment) and thrown by close(). */
  flush() {
    this.scheduled = false;
    if (this.fd === void 0 || !this.file || this.pending.length === 0) return;
    const buf = Buffer.from(this.pending.join(""));
    this.pending = [];
    this.pendingBytes = 0;
    if (this.failed) return;
    let done = 0;
    try {
      while (done < buf.length) done += writeSync(this.fd, buf, done);
      this.size += done;
    } catch (e) {
      const cut = this.size + buf.lastIndexOf(10, done - 1) + 1;
      try {
        if (done > 0) ftruncateSync(this.fd, cut);
      } catch {
      }
      this.fail(e);
    }
  }
  fail(cause) {
    if (this.failed || !this.file) return;
    this.failed = new ResultsWriteError(this.file, cause);
    this.failureListener?.(this.failed);
  }
  start(info) {
    this.write({ type: "start", ...info }, true);
  }
  result(a) {
    if (this.fd === void 0 || !this.file || this.failed) return;
    this.writeLine(`{"type":"result",${inertJsonText(JSON.stringify(a)).slice(1)}
`);
  }
  case(c) {
    const { run_details: _runs, ...rest } = c;
    this.write({ type: "case", ...rest });
  }
  summary(report) {
    this.write(
      {
        type: "summary",
        ...report.summary,
        gate: report.gate,
        environment: report.environment,
        metadata: report.metadata,
        warnings: report.warnings
      },
      true
    );
  }
  close() {
    if (this.fd === void 0) return;
    this.flush();
    try {
      fsyncSync(this.fd);
    } catch (e) {
      const code2 = e.code;
      if (code2 === "ENOSPC" || code2 === "EDQUOT" || code2 === "EIO") this.fail(e);
    }
    closeSync(this.fd);
    this.fd = void 0;
    if (this.failed) throw this.failed;
  }
};

// src/render/options.ts
var DEFAULT_MARKDOWN_MAX_BYTES = 1e6;
var DEFAULT_HTML_MAX_BYTES = 1e7;

// src/render/escape.ts
import { stripVTControlCharacters } from "node:util";
var XML_FORBIDDEN = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
var CONTROL = /[\0-\x08\x0B-\x1F\x7F-\x9F\uFFFE\uFFFF]/g;
function stripXmlForbidden(s) {
  s = stripAnsi(s);
  XML_FORBIDDEN.lastIndex = 0;
  return XML_FORBIDDEN.test(s) ? s.replace(XML_FORBIDDEN, "") : s;
}
var XML_TEXT_ENTITIES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "\r": "&#13;"
};
var XML_ATTR_ENTITIES = {
  ...XML_TEXT_ENTITIES,
  '"': "&quot;",
  "\n": "&#10;",
  "	": "&#9;"
};
var HTML_ENTITIES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;"
};
function xmlText(s) {
  const t = stripXmlForbidden(s);
  const e = /[&<>\r]/.test(t) ? t.replace(/[&<>\r]/g, (c) => XML_TEXT_ENTITIES[c]) : t;
  if (!mayHoldCommand(e)) return e;
  return e.replace(V2_COMMAND, "$1&#58;").replace(LEGACY_COMMAND, "##&#91;");
}
function xmlAttr(s) {
  const t = stripXmlForbidden(s);
  const e = /[&<>"\n\r\t]/.test(t) ? t.replace(/[&<>"\n\r\t]/g, (c) => XML_ATTR_ENTITIES[c]) : t;
  return e.includes("##[") ? e.replace(LEGACY_COMMAND, "##&#91;") : e;
}
function htmlEscape(s) {
  return /[&<>"']/.test(s) ? s.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]) : s;
}
var ANSI_START = /[\x1B\x9B]/;
function stripAnsi(s) {
  return ANSI_START.test(s) ? stripVTControlCharacters(s) : s;
}
var BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;
function neutraliseBidi(s) {
  BIDI_CONTROL.lastIndex = 0;
  return BIDI_CONTROL.test(s) ? s.replace(
    BIDI_CONTROL,
    (c) => `[U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}]`
  ) : s;
}
function stripControls(s) {
  if (!NEEDS_CLEANING.test(s)) return s;
  return neutraliseBidi(stripAnsi(s)).replace(CONTROL, "").replace(LONE_SURROGATE, "�");
}
var NEEDS_CLEANING = (
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\0-\x08\x0B-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF\uFFFE\uFFFF]/
);
var ZWJ = "‍";
function neutraliseMentions(s) {
  return s.replace(/(?<![A-Za-z0-9_.+-])@(?=[A-Za-z0-9_-])/g, `@${ZWJ}`);
}
var V2_COMMAND = /^([\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]*):(?=:)/gm;
var LEGACY_COMMAND = /##\[/g;
function mayHoldCommand(s) {
  return s.includes("::") || s.includes("##[");
}
function neutraliseWorkflowCommands(s) {
  if (!mayHoldCommand(s)) return s;
  return s.replace(V2_COMMAND, "$1:​").replace(LEGACY_COMMAND, "##[​");
}
function mdPunctuation(s) {
  return s.replace(/[\\`*_[\]#|~]/g, "\\$&");
}
function mdEntities(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
var AUTOLINK_BREAK = "<!-- -->";
function breakAutolinks(s) {
  if (!/:\/\/|www\.|@/i.test(s)) return s;
  return s.replace(/:(?=\/\/)/g, `:${AUTOLINK_BREAK}`).replace(/\b(www)\./gi, `$1${AUTOLINK_BREAK}.`).replace(/(?<=[A-Za-z0-9_.+-])@(?=[A-Za-z0-9_-])/g, `@${AUTOLINK_BREAK}`);
}
function escapeLineStart(s) {
  return s.replace(/^(\d{1,9})([.)])(?=[ \t]|$)/, "$1\\$2").replace(/^([-+])(?=[ \t]|$)/, "\\$1").replace(/^(=+[ \t]*)$/, "\\$1");
}
var MIN_VERBATIM_WORD = 4;
function codeSpan(s) {
  const fence = "`".repeat(longestRun(s, "`") + 1);
  const pad = /^`|`$/.test(s) ? " " : "";
  const body = s.includes("##[") ? s.replace(LEGACY_COMMAND, "##[​") : s;
  return `${fence}${pad}${body}${pad}${fence}`;
}
var NOT_VERBATIM = /[<>]|(?<![A-Za-z0-9_.+-])@(?=[A-Za-z0-9_-])/;
function escapeWords(text, escape, inTable = false) {
  let first = true;
  return text.replace(/[^ \t]+/g, (word) => {
    const escaped = escape(word, first);
    first = false;
    if (NOT_VERBATIM.test(word) || inTable && word.includes("|"))
      return escaped.replace(/\$/g, "\\$");
    if (word.includes("$")) return codeSpan(word);
    if (escaped === word) return word;
    const core = word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, "");
    return core.length >= MIN_VERBATIM_WORD && escape(core, false) !== core ? codeSpan(word) : escaped;
  });
}
function escapeInlineWord(word, first) {
  const p = mdPunctuation(word);
  return breakAutolinks(neutraliseMentions(mdEntities(first ? escapeLineStart(p) : p)));
}
function mdInline(s) {
  const one = stripControls(s).replace(/\r\n?|\n/g, " ").replace(/^[ \t]+/, "");
  return escapeWords(one, escapeInlineWord);
}
function mdCell(s) {
  const t = stripControls(s).replace(/\r\n?/g, "\n").trim();
  return t.split("\n").map(
    (line) => escapeWords(
      line,
      (word) => breakAutolinks(neutraliseMentions(mdEntities(mdPunctuation(word)))),
      true
    )
  ).join("<br>");
}
function mdCodeSpans(s) {
  const parts = s.split("`");
  if (parts.length % 2 === 0) parts[parts.length - 2] += `\`${parts.pop() ?? ""}`;
  return parts.map((p, i) => {
    if (i % 2 === 0) return (i > 0 ? /^[ \t]*/.exec(p)?.[0] ?? "" : "") + mdInline(p);
    const inner = stripControls(p).replace(/\r\n?|\n/g, " ");
    return `\`${inner === "" ? " " : inner}\``;
  }).join("");
}
function mdHtmlText(s) {
  const one = stripControls(s).replace(/\r\n?|\n/g, " ");
  const text = neutraliseWorkflowCommands(breakAutolinks(neutraliseMentions(htmlEscape(one))));
  return text.includes("$") ? text.replace(/\$/g, "&#36;") : text;
}
function longestRun(s, ch) {
  let best = 0;
  let cur = 0;
  for (const c of s) {
    if (c === ch) {
      cur++;
      if (cur > best) best = cur;
    } else cur = 0;
  }
  return best;
}
function mdFence(s, lang = "") {
  const body = neutraliseWorkflowCommands(stripControls(s).replace(/\r\n?/g, "\n")).replace(
    /\n+$/,
    ""
  );
  const fence = "`".repeat(Math.max(3, longestRun(body, "`") + 1));
  return `${fence}${lang}
${body}
${fence}`;
}
var SCRIPT_JSON_ESCAPES = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029"
};
function jsonForScript(value) {
  return escapeScriptJson(JSON.stringify(value) ?? "null");
}
function escapeScriptJson(json) {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_JSON_ESCAPES[c]);
}
function toText(v, indent = 2) {
  if (v === void 0) return "";
  if (typeof v === "string") return v;
  try {
    return JSON.stringify(v, null, indent) ?? String(v);
  } catch {
    return String(v);
  }
}
function capBytes(s, maxBytes, note = (n) => `
… (${n} more bytes)`) {
  const total = Buffer.byteLength(s, "utf8");
  if (total <= maxBytes) return s;
  const kept = utf8Prefix(s, maxBytes);
  return kept + note(total - Buffer.byteLength(kept, "utf8"));
}

// src/render/format.ts
function errorWithoutStderr(error, stderr) {
  if (!stderr || !stderr.trim()) return error;
  const at = error.indexOf("; stderr: ");
  return at >= 0 ? error.slice(0, at) : error;
}
function statusAndError(status, error) {
  if (!error) return status;
  const said = error.slice(0, status.length).toLowerCase() === status.toLowerCase();
  return said && !/^\w/.test(error.slice(status.length)) ? error : `${status}: ${error}`;
}
function caseDelta(d) {
  return d.base && d.head && d.delta_pp !== null ? deltaPp(d.base.pass_rate, d.head.pass_rate) : "—";
}
var MINUS2 = "−";
function deltaInt(d) {
  if (d === 0) return "±0";
  return `${d > 0 ? "+" : MINUS2}${Math.abs(d)}`;
}
function pValue(p) {
  if (p == null || !Number.isFinite(p)) return "—";
  if (p < 1e-3) return "p<0.001";
  return `p=${p.toFixed(3)}`;
}
function duration(ms) {
  if (!Number.isFinite(ms) || ms < 0) return "—";
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  const s = ms / 1e3;
  if (s < 60) return `${s.toFixed(2)} s`;
  const totalS = Math.round(s);
  const h = Math.floor(totalS / 3600);
  const m = Math.floor(totalS % 3600 / 60);
  const sec = totalS % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, "0")}m`;
  return `${m}m ${String(sec).padStart(2, "0")}s`;
}
function seconds(ms) {
  return (Math.max(0, ms) / 1e3).toFixed(3);
}
function failingAttempts(c) {
  return c.run_details.filter(
    (a) => a.status === "failed" || a.status === "error" || a.status === "timeout"
  );
}
function caseIcon(c) {
  switch (c.status) {
    case "passed":
      return c.flaky || failingAttempts(c).length > 0 ? "⚠️" : "✅";
    case "failed":
      return "❌";
    case "error":
      return "💥";
    case "skipped":
      return "⏭️";
  }
}
function attemptIcon(a) {
  switch (a.status) {
    case "passed":
      return "✅";
    case "failed":
      return "❌";
    case "error":
      return "💥";
    case "timeout":
      return "⏱️";
    case "skipped":
      return "⏭️";
  }
}
var STATUS_RANK = {
  error: 0,
  failed: 1,
  passed: 3,
  skipped: 4
};
function rank(c) {
  if (c.status === "passed" && c.failed + c.errors + c.timeouts > 0) return 2;
  return STATUS_RANK[c.status];
}
function worstFirst2(a, b) {
  const ra = rank(a);
  const rb = rank(b);
  return ra - rb || a.pass_rate - b.pass_rate || a.interval.low - b.interval.low || (a.suite < b.suite ? -1 : a.suite > b.suite ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
function words(s) {
  return s.replace(/_/g, " ");
}
function transitionCount(t, n) {
  return `${n} ${words(t)}${t === "new_failure" && n !== 1 ? "s" : ""}`;
}
function stampOf(now, completedAt) {
  if (now && !Number.isNaN(now.getTime())) return now.toISOString();
  const d = new Date(completedAt);
  return Number.isNaN(d.getTime()) ? completedAt : d.toISOString();
}

// src/render/junit.ts
var JUNIT_SYSTEM_OUT_MAX_BYTES = 64 * 1024;
var NESTED_OUT_MAX_BYTES = 4 * 1024;
var DETAIL_MAX_BYTES = 16 * 1024;
function attrs(a) {
  let s = "";
  for (const [k, v] of Object.entries(a)) if (v !== void 0) s += ` ${k}="${xmlAttr(String(v))}"`;
  return s;
}
function cap(s, max) {
  return capBytes(s, max, (n) => `
… (${n} more bytes cut by agentci)`);
}
function isError(a) {
  return a.status === "error" || a.status === "timeout";
}
function attemptMessage(a, runs) {
  const head = `run ${a.run}/${runs} ${a.status}`;
  if (a.error) return `run ${a.run}/${runs} ${statusAndError(a.status, a.error)}`;
  const failed = a.checks.filter((c) => !c.passed);
  if (failed.length === 0) return head;
  return `${head}: ${failed.map((c) => c.message ?? c.error ?? c.label).join("; ")}`;
}
function attemptType(a) {
  if (isError(a)) return a.status;
  return a.checks.find((c) => !c.passed)?.type ?? a.status;
}
function attemptDetail(a) {
  const lines = [];
  for (const c of a.checks) {
    if (c.passed) continue;
    lines.push(`✗ ${c.label} (${c.type}${c.negate ? ", negated" : ""})`);
    if (c.message) lines.push(`  ${c.message}`);
    if (c.error) lines.push(`  error: ${c.error}`);
    if (c.expected !== void 0)
      lines.push(`  expected: ${toText(c.expected).replace(/\n/g, "\n    ")}`);
    if (c.actual !== void 0)
      lines.push(`  actual:   ${toText(c.actual).replace(/\n/g, "\n    ")}`);
  }
  if (a.error) lines.push(`error: ${a.error}`);
  lines.push(`duration: ${seconds(a.duration_ms)} s`);
  return cap(lines.join("\n"), DETAIL_MAX_BYTES);
}
function nestedElement(tag, a, runs, ind) {
  let s = `${ind}<${tag}${attrs({ message: attemptMessage(a, runs), type: attemptType(a) })}>
`;
  s += `${ind}  <stackTrace>${xmlText(attemptDetail(a))}</stackTrace>
`;
  const out = toText(a.output);
  if (out) s += `${ind}  <system-out>${xmlText(cap(out, NESTED_OUT_MAX_BYTES))}</system-out>
`;
  const err = a.transcript?.stderr;
  if (err) s += `${ind}  <system-err>${xmlText(cap(err, NESTED_OUT_MAX_BYTES))}</system-err>
`;
  return `${s}${ind}</${tag}>
`;
}
function junitKind(c) {
  if (c.status === "skipped") return "skipped";
  if (c.quarantined === true && c.status !== "passed") return "quarantined";
  return c.status;
}
function wallMs(attempts) {
  let start = Infinity;
  let end = -Infinity;
  let sum = 0;
  let timed = true;
  for (const a of attempts) {
    if (a.status === "skipped") continue;
    sum += a.duration_ms;
    const t = a.started_at ? Date.parse(a.started_at) : NaN;
    if (Number.isNaN(t)) timed = false;
    else {
      start = Math.min(start, t);
      end = Math.max(end, t + a.duration_ms);
    }
  }
  if (!timed) return sum;
  return end > start ? end - start : 0;
}
var RUN_WORDS = {
  failed: "failed",
  error: "errored",
  timeout: "timed out"
};
function runList(runs) {
  const shown = runs.slice(0, 20).join(", ");
  const more = runs.length > 20 ? `, … (${runs.length - 20} more)` : "";
  return `${runs.length === 1 ? "run" : "runs"} ${shown}${more}`;
}
function stabilityLine(c) {
  return `${c.passed}/${plural(c.runs, "run")} passed (${percent(c.pass_rate)}), threshold ${ratioPercent(c.threshold)}, verdict ${c.verdict}, ${c.class.replace(/_/g, " ")}`;
}
function quarantineText(c) {
  const q = c.quarantine;
  return `quarantined${q ? ` until ${q.expires}: ${q.reason}` : ""} (does not gate)`;
}
function headerLines(c) {
  if (c.runs === 0) return [];
  const lines = [`agentci: ${stabilityLine(c)}`];
  if (c.flaky) {
    const byStatus = /* @__PURE__ */ new Map();
    for (const a of c.run_details) {
      if (a.status === "skipped") continue;
      const list = byStatus.get(a.status);
      if (list) list.push(a.run);
      else byStatus.set(a.status, [a.run]);
    }
    const passed = byStatus.get("passed") ?? [];
    byStatus.delete("passed");
    const others = [...byStatus].map(
      ([status, runs]) => `${runList(runs)} ${RUN_WORDS[status] ?? status}`
    );
    lines.push(`agentci: flaky: ${runList(passed)} passed; ${others.join("; ")}`);
  }
  if (c.quarantined === true) lines.push(`agentci: ${quarantineText(c)}`);
  return lines;
}
function caseProperties(c, ind) {
  const props = [
    ["runs", String(c.runs)],
    ["passed", String(c.passed)],
    ["pass_rate", percent(c.pass_rate).slice(0, -1)],
    ["wilson_low", c.interval.low.toFixed(4)],
    ["wilson_high", c.interval.high.toFixed(4)],
    ["class", c.class],
    ["verdict", c.verdict],
    ["threshold", String(c.threshold)],
    ["flaky", String(c.flaky)],
    ["attempts_time", seconds(c.duration_ms)]
  ];
  if (c.quarantined === true) props.push(["quarantined", quarantineText(c)]);
  let s = `${ind}<properties>
`;
  for (const [name, value] of props) s += `${ind}  <property${attrs({ name, value })}/>
`;
  return `${s}${ind}</properties>
`;
}
function testcase(c, ind, ext) {
  const head = `${ind}<testcase${attrs({ name: c.id, classname: c.suite, time: seconds(wallMs(c.run_details)), file: ext ? c.file : void 0, line: ext ? c.line : void 0 })}>
`;
  const i2 = `${ind}  `;
  let body = ext ? caseProperties(c, i2) : "";
  const failing = failingAttempts(c);
  const kind = junitKind(c);
  let failure = "";
  let error = "";
  let rerunFailures = "";
  let rerunErrors = "";
  let flakyFailures = "";
  let flakyErrors = "";
  let skipped = "";
  if (kind === "skipped") {
    skipped = `${i2}<skipped${attrs({ message: c.skip_reason ?? "skipped" })}/>
`;
  } else if (kind === "passed") {
    for (const a of failing) {
      if (isError(a)) flakyErrors += nestedElement("flakyError", a, c.runs, i2);
      else flakyFailures += nestedElement("flakyFailure", a, c.runs, i2);
    }
  } else {
    const wantError = c.status === "error";
    const main = failing.find((a) => isError(a) === wantError) ?? failing[0];
    const summary = `${kind === "quarantined" ? `${quarantineText(c)}; ` : ""}${stabilityLine(c)}`;
    const message = main ? `${summary}; ${attemptMessage(main, c.runs)}` : `${summary}${c.error ? `; ${c.error}` : ""}`;
    const type = main ? attemptType(main) : c.status;
    const detail = main ? `${summary}
${attemptDetail(main)}` : `${summary}${c.error ? `
${c.error}` : ""}`;
    if (kind === "quarantined")
      skipped = `${i2}<skipped${attrs({ message })}>${xmlText(detail)}</skipped>
`;
    else {
      const tag = wantError ? "error" : "failure";
      const el = `${i2}<${tag}${attrs({ message, type })}>${xmlText(detail)}</${tag}>
`;
      if (wantError) error = el;
      else failure = el;
    }
    for (const a of failing) {
      if (a === main) continue;
      if (isError(a)) rerunErrors += nestedElement("rerunError", a, c.runs, i2);
      else rerunFailures += nestedElement("rerunFailure", a, c.runs, i2);
    }
  }
  body += failure + rerunFailures + flakyFailures + skipped + error + rerunErrors + flakyErrors;
  const lines = headerLines(c);
  const first = failing[0];
  const out = first ? toText(first.output) : "";
  if (out) lines.push(`agentci: output of run ${first.run}/${c.runs} (${first.status}):`, out);
  if (lines.length > 0)
    body += `${i2}<system-out>${xmlText(cap(lines.join("\n"), JUNIT_SYSTEM_OUT_MAX_BYTES))}</system-out>
`;
  const err = first?.transcript?.stderr;
  if (err)
    body += `${i2}<system-err>${xmlText(cap(err, JUNIT_SYSTEM_OUT_MAX_BYTES))}</system-err>
`;
  return `${head}${body}${ind}</testcase>
`;
}
function timestamp(s) {
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? void 0 : d.toISOString().replace(/\.\d{3}Z$/, "Z");
}
function groupBySuite(results) {
  const bySuite = /* @__PURE__ */ new Map();
  for (const c of results) {
    const list = bySuite.get(c.suite);
    if (list) list.push(c);
    else bySuite.set(c.suite, [c]);
  }
  return [...bySuite].map(([name, cases]) => ({ name, cases }));
}
function counts2(cases) {
  let failures = 0;
  let errors = 0;
  let skipped = 0;
  let flaky = 0;
  let quarantined = 0;
  for (const c of cases) {
    const kind = junitKind(c);
    if (kind === "failed") failures++;
    else if (kind === "error") errors++;
    else if (kind === "skipped" || kind === "quarantined") skipped++;
    if (c.flaky) flaky++;
    if (c.quarantined === true) quarantined++;
  }
  return { tests: cases.length, failures, errors, skipped, flaky, quarantined };
}
function renderJunit(report, opts = {}) {
  const ext = opts.junitExtensions === true;
  const ts = timestamp(report.metadata.started_at);
  const groups = groupBySuite(report.results);
  const all = counts2(report.results);
  let s = '<?xml version="1.0" encoding="UTF-8"?>\n';
  s += `<testsuites${attrs({ name: "agentci", tests: all.tests, failures: all.failures, errors: all.errors, skipped: ext ? all.skipped : void 0, time: seconds(report.summary.duration_ms), timestamp: ext ? ts : void 0 })}>
`;
  for (const g of groups) {
    const n = counts2(g.cases);
    const ms = wallMs(g.cases.flatMap((c) => c.run_details));
    s += `  <testsuite${attrs({ name: g.name, tests: n.tests, failures: n.failures, errors: n.errors, skipped: n.skipped, flakes: ext ? n.flaky : void 0, time: seconds(ms), timestamp: ext ? ts : void 0 })}>
`;
    s += "    <properties>\n";
    const suiteProps = [
      ["agentci_version", report.metadata.version],
      ["runs_per_case", String(report.summary.runs_per_case)],
      ["suite_threshold", String(report.gate.thresholds.suite)],
      ["case_threshold", String(report.gate.thresholds.case)],
      ["flaky_cases", String(n.flaky)],
      ["quarantined_cases", String(n.quarantined)]
    ];
    if (report.metadata.git_sha) suiteProps.push(["git_sha", report.metadata.git_sha]);
    for (const [name, value] of suiteProps) s += `      <property${attrs({ name, value })}/>
`;
    s += "    </properties>\n";
    for (const c of g.cases) s += testcase(c, "    ", ext);
    s += "  </testsuite>\n";
  }
  s += "</testsuites>\n";
  return s;
}

// src/render/environment-faults.ts
var KIND_WORDS = {
  rate_limit: "hit the provider's rate limit",
  quota: "found the provider's quota spent",
  overloaded: "found the provider overloaded",
  server_error: "got a server error from the provider",
  connection: "could not reach the provider"
};
function faultLines(s) {
  return (s?.by_kind ?? []).map((k) => {
    const one = k.attempts === 1;
    const tries = k.faults > k.attempts ? ` (${k.faults} failed tries, none of them graded)` : "";
    return `${k.attempts} attempt${one ? "" : "s"} ${KIND_WORDS[k.kind]} and ${one ? "was" : "were"} retried${tries}; ${k.lost} lost`;
  });
}

// src/render/flake-source.ts
var WORDS = {
  judge: "judge",
  simulated_user: "simulated user",
  agent: "agent",
  environment: "environment"
};
function sourceLabel(s) {
  if (!s) return "";
  if (s.label !== "mixed") return WORDS[s.label];
  const parts = Object.keys(WORDS).filter((k) => s.shares[k] !== void 0).map((k) => `${WORDS[k]} ${Math.round(s.shares[k] * 100)} %`);
  return `mixed: ${parts.join(", ")}`;
}

// src/render/limits.ts
function trimToBytes(s, maxBytes) {
  if (Buffer.byteLength(s, "utf8") <= maxBytes) return s;
  const cut = utf8Prefix(s, maxBytes);
  const nl = cut.lastIndexOf("\n");
  return nl >= 0 ? cut.slice(0, nl + 1) : cut;
}
function closeOpenBlocks(s) {
  let fence;
  let details = 0;
  for (const line of s.split("\n")) {
    const m = /^(`{3,})/.exec(line);
    if (fence === void 0) {
      if (m) fence = m[1];
      else if (/^<details>/.test(line)) details++;
      else if (/^<\/details>/.test(line)) details = Math.max(0, details - 1);
    } else if (m && line.trim() === "`".repeat(line.trim().length) && line.trim().length >= fence.length) {
      fence = void 0;
    }
  }
  let out = s.endsWith("\n") || s === "" ? s : `${s}
`;
  if (fence !== void 0) out += `${fence}
`;
  for (let i = 0; i < details; i++) out += "\n</details>\n";
  return out;
}
function collapseBlankLines(s) {
  const out = [];
  let fence;
  let blanks = 0;
  for (const line of s.split("\n")) {
    const m = /^(`{3,})/.exec(line);
    if (fence === void 0) {
      if (m) fence = m[1];
      if (line === "") {
        blanks++;
        if (blanks > 1 || out.length === 0) continue;
      } else blanks = 0;
    } else if (m && /^`+$/.test(line) && line.length >= fence.length) {
      fence = void 0;
    }
    out.push(line);
  }
  return out.join("\n");
}

// src/package-files.ts
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function findPackageFile(rel) {
  const starts = [];
  try {
    starts.push(dirname(fileURLToPath(import.meta.url)));
  } catch {
  }
  if (typeof __dirname === "string") starts.push(__dirname);
  for (const start of starts) {
    for (let dir = start; ; dir = dirname(dir)) {
      if (existsSync(join(dir, rel))) return { path: join(dir, rel) };
      if (dirname(dir) === dir) break;
    }
  }
  return { searched: starts };
}

// src/render/templates.ts
var import_handlebars = __toESM(require_lib(), 1);
import { existsSync as existsSync2, readdirSync, readFileSync } from "node:fs";
import { dirname as dirname2, join as join2, resolve } from "node:path";
var MARKER = "summary.md.hbs";
var builtinOverride;
var builtinCached;
function builtinTemplatesDir() {
  if (builtinOverride) return builtinOverride;
  if (builtinCached) return builtinCached;
  const found = findPackageFile(join2("templates", MARKER));
  if ("path" in found) return builtinCached = dirname2(found.path);
  throw new Error(
    `agentci: built-in templates not found (looked for templates/${MARKER} above ${found.searched.join(", ")}); call setBuiltinTemplatesDir() with the folder that holds them`
  );
}
function loadTemplate(name, templatesDir) {
  if (templatesDir) {
    const user = join2(templatesDir, name);
    if (existsSync2(user)) return readFileSync(user, "utf8");
  }
  const builtin = join2(builtinTemplatesDir(), name);
  if (!existsSync2(builtin)) {
    throw new Error(
      `agentci: template ${JSON.stringify(name)} not found in ${templatesDir ? `${templatesDir} or ` : ""}${builtinTemplatesDir()}`
    );
  }
  return readFileSync(builtin, "utf8");
}
function loadPartials(templatesDir) {
  const out = /* @__PURE__ */ new Map();
  const dirs = [builtinTemplatesDir(), ...templatesDir ? [templatesDir] : []];
  for (const dir of dirs) {
    const pdir = join2(dir, "partials");
    if (!existsSync2(pdir)) continue;
    for (const f of readdirSync(pdir).sort()) {
      if (!f.endsWith(".hbs")) continue;
      out.set(f.replace(/(\.md|\.html)?\.hbs$/, ""), readFileSync(join2(pdir, f), "utf8"));
    }
  }
  return out;
}
var compiledCache = /* @__PURE__ */ new Map();
function compileTemplate(name, helpers, templatesDir) {
  const source = loadTemplate(name, templatesDir);
  const partials = loadPartials(templatesDir);
  const key4 = JSON.stringify([name, Object.keys(helpers).sort(), source, [...partials]]);
  const cached = compiledCache.get(key4);
  if (cached) return cached;
  const hb = import_handlebars.default.create();
  for (const [n, fn] of Object.entries(helpers)) hb.registerHelper(n, fn);
  for (const [n, src] of partials) hb.registerPartial(n, src);
  const tpl = hb.compile(source, { preventIndent: true });
  if (compiledCache.size > 50) compiledCache.clear();
  compiledCache.set(key4, tpl);
  return tpl;
}
function safe(s) {
  return new import_handlebars.default.SafeString(s);
}

// src/report/compare-text.ts
var VERDICT_WORDS = {
  regression: "regression",
  no_regression: "no significant drop",
  not_enough_runs: "not enough runs",
  redefined: "redefined — not compared",
  new: "new: judged by its threshold",
  removed: "removed",
  skipped: "skipped"
};
function named(name, p) {
  if (p === null) return `${name}=—`;
  return p < 1e-3 ? `${name}<0.001` : `${name}=${p.toFixed(3)}`;
}
var frac = (x) => `${x.passed}/${x.runs}`;
function basisWords(c) {
  if (c.basis === "history") return `pooled over ${plural(c.base.reports, "report")}`;
  if (c.basis === "base") return "the base report";
  return "no base runs: threshold only";
}
function caseVerdictText(c) {
  const words2 = VERDICT_WORDS[c.verdict];
  switch (c.verdict) {
    case "regression":
    case "no_regression":
      return `${c.noise ? `not a regression: ${c.noise}` : words2}: ${frac(c.base)} ${basisWords(c)} → ${frac(c.head)}, ${named("p", c.p_value)}, ${named("q", c.p_adjusted)}`;
    case "not_enough_runs":
    case "redefined":
    case "skipped":
      return c.note ? `${words2}: ${c.note}` : words2;
    default:
      return words2;
  }
}
function comparisonCountsLine(c, branch) {
  const order = Object.keys(VERDICT_WORDS);
  const parts = order.filter((v) => c.counts[v] > 0).map(
    (v) => v === "regression" ? plural(c.counts[v], "regression") : `${c.counts[v]} ${VERDICT_WORDS[v]}`
  );
  const over = `pooled over ${plural(c.reports, "report")}`;
  const regression = c.max_regression_pp > 0 ? `, drops over ${c.max_regression_pp} pp` : "";
  return `Verdicts against ${branch ?? "the base branch"} (${over}, false discovery rate ${ratioPercent(c.fdr)}${regression}): ${parts.length ? parts.join(" · ") : "no case to compare"}.`;
}
function powerLine(c) {
  const p = c.power;
  if (c.compared === 0 || p.runs_per_case === null) return void 0;
  const runs = Number.isInteger(p.runs_per_case) ? p.runs_per_case : p.runs_per_case.toFixed(1);
  const detect = p.detectable_drop_pp === null ? `With ${plural(runs, "run")} per case, most cases could drop a long way and still look like noise` : `With ${plural(runs, "run")} per case, drops under ${Math.round(p.detectable_drop_pp)} points look like noise`;
  const need = p.runs_for_drop === null ? `no run count up to 1000 would show a ${p.drop_pp}-point drop for most cases` : `${plural(Math.ceil(p.runs_for_drop), "run")} per case would show a ${p.drop_pp}-point drop`;
  return `${detect}; ${need} (${ratioPercent(p.power)} power at false discovery rate ${ratioPercent(c.fdr)}, median over ${plural(c.compared, "compared case")}).`;
}
function comparisonNotes(c) {
  const notes = [];
  const headLost = lostText(c.lost.head);
  const baseLost = lostText(c.lost.base);
  if (headLost || baseLost)
    notes.push(
      `Not counted (lost to the environment, not the agent's doing): ${[
        headLost ? `this run ${headLost}` : "",
        baseLost ? `the base ${baseLost}` : ""
      ].filter(Boolean).join("; ")}.`
    );
  if (c.counts.not_enough_runs > 0) {
    const head = c.short_of_runs.head;
    const base = c.counts.not_enough_runs - head;
    if (head > 0)
      notes.push(
        `${plural(head, "case")} had not enough runs of evidence in this run (min-runs ${c.min_runs}): not compared, and never counted as a pass.`
      );
    if (base > 0)
      notes.push(
        `${plural(base, "case")} had not enough runs of evidence in the base (min-runs ${c.min_runs}): judged by ${base === 1 ? "its threshold" : "their thresholds"} alone.`
      );
  }
  if (c.noise)
    notes.push(
      `${plural(c.noise, "case")} fell significantly, but every failing run was judge noise or the environment's doing (a provider fault, a timeout, a crash), not the agent's: not counted as ${c.noise === 1 ? "a regression" : "regressions"}.`
    );
  for (const s of c.stale)
    notes.push(`Stale: ${s.source} is ${s.reason}${s.pooled ? "" : "; not pooled"}.`);
  if (c.agent)
    notes.push(
      `The agent differs from the base's: ${c.agent.base} → ${c.agent.head} (compared all the same: a PR may change the agent).`
    );
  return notes;
}
function passKLine(s, most = 5) {
  if (!s || s.pass_hat_k.length === 0) return void 0;
  const ks = s.pass_hat_k.slice(0, most).map((_, i) => i + 1);
  const hat = ks.map((k) => `k=${k} ${ratioPercent(s.pass_hat_k[k - 1])}`).join(" · ");
  const at = ks.map((k) => `k=${k} ${ratioPercent(s.pass_at_k[k - 1])}`).join(" · ");
  return `Suite mean pass^k (all k runs pass): ${hat}; pass@k (at least one of k passes): ${at}.`;
}
function caseVerdictCell(c) {
  const vs = c.basis === "history" ? `${frac(c.base)} pooled` : c.basis === "base" ? `${frac(c.base)} base` : "";
  switch (c.verdict) {
    case "regression":
      return `regression vs ${vs} (${named("q", c.p_adjusted)})`;
    case "no_regression":
      return c.noise ? `not a regression: ${c.noise}` : `no significant drop vs ${vs}`;
    default:
      return VERDICT_WORDS[c.verdict];
  }
}
function isNotable(c) {
  return c !== void 0 && (c.verdict === "regression" || c.noise !== void 0 || c.verdict === "redefined" || c.verdict === "not_enough_runs" && c.short_of_runs === "head");
}

// src/render/markdown.ts
var MAX_ATTEMPTS_SHOWN = 3;
var FULL = {
  passingRows: true,
  outputs: true,
  valueCap: 2048,
  brief: false,
  detailLimit: Infinity,
  caseLimit: Infinity
};
var BRIEF_MESSAGE_BYTES = 240;
var briefNote = () => "…";
var sortCache = /* @__PURE__ */ new WeakMap();
function sortedWorstFirst(report) {
  let sorted = sortCache.get(report);
  if (!sorted) {
    sorted = [...report.results].sort(worstFirst2);
    sortCache.set(report, sorted);
  }
  return sorted;
}
function isCleanPass(c) {
  return c.status === "passed" && failingAttempts(c).length === 0 || c.status === "skipped";
}
function fenceOf(v, cap2) {
  const lang = typeof v === "string" || v === void 0 ? "" : "json";
  return { text: capBytes(toText(v), cap2), lang };
}
function caseRow(c) {
  return {
    icon: caseIcon(c),
    id: c.id,
    suite: c.suite,
    counts: c.status === "skipped" ? "—" : `${c.passed}/${c.runs}`,
    rate: c.status === "skipped" ? c.skip_reason && c.skip_reason !== "skipped" ? `skipped: ${c.skip_reason}` : "skipped" : `${percent(c.pass_rate)} ${interval(c.interval.low, c.interval.high)}`,
    class: c.status === "skipped" ? "—" : words(c.class),
    verdict: c.verdict,
    avg: c.status === "skipped" ? "—" : duration(c.avg_duration_ms),
    threshold: ratioPercent(c.threshold),
    skipReason: c.skip_reason,
    source: sourceLabel(c.flaky_why?.source) || "—"
  };
}
function attemptView(a, runs, stage) {
  const brief = (t) => stage.brief ? capBytes(t, BRIEF_MESSAGE_BYTES, briefNote) : t;
  const checks = a.checks.filter((ch) => !ch.passed).map((ch) => ({
    label: brief(ch.label),
    message: brief(ch.message ?? ch.error ?? ""),
    hasExpected: !stage.brief && ch.expected !== void 0,
    expected: fenceOf(ch.expected, stage.valueCap),
    hasActual: !stage.brief && ch.actual !== void 0,
    actual: fenceOf(ch.actual, stage.valueCap)
  }));
  const outText = toText(a.output);
  const repeated = a.checks.some((ch) => !ch.passed && toText(ch.actual) === outText);
  const stderr = stage.outputs && !stage.brief ? a.transcript?.stderr : void 0;
  return {
    run: a.run,
    runs,
    icon: attemptIcon(a),
    status: a.status,
    duration: duration(a.duration_ms),
    // The stderr block below is the one copy of stderr; the error keeps only its own words.
    error: a.error === void 0 ? void 0 : brief(errorWithoutStderr(a.error, stderr)),
    checks,
    showOutput: stage.outputs && !stage.brief && outText !== "" && !repeated,
    output: fenceOf(a.output, stage.valueCap * 2),
    stderr: stderr ? fenceOf(stderr, stage.valueCap) : void 0
  };
}
var TRANSITION_ICON = {
  new_failure: "🔴",
  regressed: "📉",
  newly_flaky: "⚠️",
  removed: "➖",
  fixed: "🟢",
  improved: "📈",
  stabilised: "🟢",
  added: "➕",
  unchanged: "⚪"
};
var TRANSITION_ORDER = [
  "new_failure",
  "regressed",
  "newly_flaky",
  "removed",
  "fixed",
  "stabilised",
  "improved",
  "added",
  "unchanged"
];
function diffView(diff, limit) {
  const s = diff.summary;
  const regressionFirst = (c) => c.compare?.verdict === "regression" ? 0 : 1;
  const changed = diff.cases.filter((c) => c.transition !== "unchanged" || isNotable(c.compare)).sort(
    (a, b) => regressionFirst(a) - regressionFirst(b) || TRANSITION_ORDER.indexOf(a.transition) - TRANSITION_ORDER.indexOf(b.transition) || (a.delta_pp ?? 0) - (b.delta_pp ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
  const counts4 = (x) => x ? `${x.passed}/${x.runs}` : "—";
  const rows = changed.slice(0, limit).map((c) => ({
    icon: TRANSITION_ICON[c.transition],
    id: c.id,
    suite: c.suite,
    transition: words(c.transition),
    change: `${counts4(c.base)} → ${counts4(c.head)}`,
    delta: caseDelta(c),
    // With pooled verdicts: the one-sided p-value against the pooled base, the one the verdict used.
    p: pValue(c.compare ? c.compare.p_value : c.p_value),
    verdict: c.compare ? caseVerdictCell(c.compare) : void 0
  }));
  const transitions = TRANSITION_ORDER.filter(
    (t) => t !== "unchanged" && (s.transitions[t] ?? 0) > 0
  ).map((t) => `${TRANSITION_ICON[t]} ${transitionCount(t, s.transitions[t] ?? 0)}`);
  return {
    base: diff.base,
    baseLabel: diff.base.sha ? diff.base.sha.slice(0, 7) : diff.base.source,
    deltas: [
      `pass rate ${percent(s.head_pass_rate)} (${deltaPp(s.base_pass_rate, s.head_pass_rate)})`,
      `passed ${s.head_passed} (${deltaInt(s.head_passed - s.base_passed)})`,
      `failed ${s.head_failed} (${deltaInt(s.head_failed - s.base_failed)})`,
      `flaky ${s.head_flaky} (${deltaInt(s.head_flaky - s.base_flaky)})`,
      `cases ${s.head_total} (${deltaInt(s.head_total - s.base_total)})`
    ].join(" · "),
    transitions: transitions.join(" · "),
    comparison: diff.comparison ? {
      counts: comparisonCountsLine(diff.comparison, diff.base.source),
      power: powerLine(diff.comparison),
      notes: comparisonNotes(diff.comparison)
    } : void 0,
    rows,
    hiddenChanged: changed.length - rows.length,
    unchanged: diff.cases.length - changed.length
  };
}
function gateName(g) {
  return g ? words(g) : "";
}
function buildView(report, opts, stage, maxBytes) {
  const s = report.summary;
  const sorted = sortedWorstFirst(report);
  const candidates = stage.passingRows ? sorted : sorted.filter((c) => !isCleanPass(c));
  const shown = candidates.slice(0, stage.caseLimit);
  const leftOut = report.results.length - shown.length;
  const notListedPassing = stage.passingRows ? 0 : sorted.length - candidates.length;
  const truncated = shown.length < candidates.length;
  const withFailures = shown.filter((c) => failingAttempts(c).length > 0);
  const perCase = stage.brief ? 1 : MAX_ATTEMPTS_SHOWN;
  const failures = withFailures.slice(0, stage.detailLimit).map((c) => {
    const failing = failingAttempts(c);
    const attempts = failing.slice(0, perCase);
    return {
      ...caseRow(c),
      summary: `${c.passed}/${plural(c.runs, "run")} passed · verdict ${c.verdict}`,
      // The case's error is its first failing run's; print it once, on that run.
      error: c.error !== void 0 && !attempts.some((a) => a.error === c.error) ? c.error : void 0,
      attempts: attempts.map((a) => attemptView(a, c.runs, stage)),
      moreAttempts: Math.max(0, failing.length - perCase)
    };
  });
  const detailsLeftOut = withFailures.length - failures.length;
  const g = report.gate;
  const diff = opts.diff ? diffView(opts.diff, stage.caseLimit === Infinity ? Infinity : Math.max(20, stage.caseLimit)) : void 0;
  const suites = new Set(report.results.map((c) => c.suite));
  const flaky = shown.filter((c) => c.flaky).map((c) => ({ ...caseRow(c), why: flakyWhyLine(c) }));
  return {
    report,
    diff,
    headline: {
      icon: g.passed ? "✅" : "❌",
      text: g.passed ? "all gates passed" : `failed${g.decided_by ? ` (${gateName(g.decided_by)})` : ""}`
    },
    gate: {
      passed: g.passed,
      decidedBy: gateName(g.decided_by),
      reasons: g.reasons.map((r) => ({ gate: gateName(r.gate), message: r.message }))
    },
    totals: {
      cases: s.total_cases,
      passed: s.passed,
      failed: s.failed,
      errors: s.errors,
      flaky: s.flaky,
      skipped: s.skipped,
      runs: s.total_runs,
      runsPerCase: s.runs_per_case,
      overallPassRate: percent(s.overall_pass_rate),
      casePassRate: percent(s.case_pass_rate),
      duration: duration(s.duration_ms)
    },
    thresholds: {
      suite: ratioPercent(g.thresholds.suite),
      case: ratioPercent(g.thresholds.case),
      maxRegression: g.thresholds.max_regression == null ? void 0 : `${g.thresholds.max_regression} pp`,
      minPassHatK: g.thresholds.min_pass_hat_k ? `pass^${g.thresholds.min_pass_hat_k.k} ≥ ${ratioPercent(g.thresholds.min_pass_hat_k.rate)}` : void 0
    },
    passK: passKLine(s.pass_k),
    warnings: report.warnings,
    environmentFaults: faultLines(s.environment_faults),
    multiSuite: suites.size > 1,
    cases: shown.map(caseRow),
    notListedPassing,
    flaky,
    anyWhy: flaky.some((c) => c.why !== void 0),
    failures,
    detailsLeftOut: detailsLeftOut > 0 ? detailsLeftOut.toLocaleString("en-US") : void 0,
    briefDetails: stage.brief,
    notice: truncated || leftOut > 0 ? {
      leftOut: leftOut.toLocaleString("en-US"),
      total: report.results.length.toLocaleString("en-US"),
      maxBytes: maxBytes.toLocaleString("en-US"),
      reportUrl: opts.reportUrl,
      onlyPassing: !truncated
    } : void 0,
    footer: {
      version: report.metadata.version,
      sha: report.metadata.git_sha?.slice(0, 7),
      completedAt: stampOf(opts.now, report.metadata.completed_at),
      runUrl: opts.runUrl,
      reportUrl: opts.reportUrl
    }
  };
}
function strArg(v) {
  return v === void 0 || v === null ? "" : String(v);
}
function linkUrl(u) {
  if (!/^https?:\/\//i.test(u) || /[\s\p{Cc}\p{Cf}]/u.test(u)) return void 0;
  let parsed;
  try {
    parsed = new URL(u);
  } catch {
    return void 0;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return void 0;
  return parsed.href.replace(
    /[ ()<>"'\\[\]`]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
  );
}
var markdownHelpers = {
  /** A table cell. */
  cell: (v) => safe(mdCell(strArg(v))),
  /** Inline text in a paragraph, heading or list item. */
  text: (v) => safe(mdInline(strArg(v))),
  /** Text inside an HTML element such as `<summary>`. */
  html: (v) => safe(mdHtmlText(strArg(v))),
  /** Inline text with backtick code spans kept (a flaky case's explanation). */
  spans: (v) => safe(mdCodeSpans(strArg(v))),
  /** A fenced code block: `{{fence value}}` or `{{fence text lang}}` (a `{text, lang}` object works too). */
  fence: (v, lang) => {
    if (v && typeof v === "object" && "text" in v && "lang" in v) {
      const f = v;
      return safe(mdFence(strArg(f.text), strArg(f.lang)));
    }
    return safe(mdFence(toText(v), typeof lang === "string" ? lang : ""));
  },
  /** `[label](url)` for http(s) URLs, the escaped label otherwise. */
  link: (label, url) => {
    const u = linkUrl(strArg(url));
    const l = mdInline(strArg(label));
    return safe(u ? `[${l}](${u})` : l);
  },
  /**
   * A count and its noun, singular for one: `{{plural n "case"}}` → `1 case`, `3 cases`; the last
   * number of a count like `9,446` or `1/1` decides; a third argument names an irregular plural.
   */
  plural: (count4, noun, pluralNoun) => {
    const text = strArg(count4);
    const last = /\d[\d,]*(?!.*\d)/.exec(text)?.[0]?.replace(/,/g, "");
    const word = strArg(noun);
    return safe(
      mdInline(
        `${text} ${Number(last) === 1 ? word : typeof pluralNoun === "string" ? pluralNoun : `${word}s`}`
      )
    );
  },
  /** `{{#if (gt a b)}}` */
  gt: (a, b) => Number(a) > Number(b),
  eq: (a, b) => a === b
};
function largestFitting(hi, render, fits) {
  let lo = 0;
  let best;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const s = render(mid);
    if (fits(s)) {
      best = s;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}
function renderStage(report, opts, stage, maxBytes) {
  const tpl = compileTemplate("summary.md.hbs", markdownHelpers, opts.templatesDir);
  const view = buildView(report, opts, stage, maxBytes);
  return collapseBlankLines(tpl(view));
}
function renderMarkdown(report, opts = {}) {
  const max = opts.maxBytes ?? DEFAULT_MARKDOWN_MAX_BYTES;
  const fits = (s) => Buffer.byteLength(s, "utf8") <= max;
  let out = renderStage(report, opts, FULL, max);
  if (fits(out)) return out;
  const noPassing = { ...FULL, passingRows: false };
  out = renderStage(report, opts, noPassing, max);
  if (fits(out)) return out;
  const noOutputs = { ...noPassing, outputs: false, valueCap: 512 };
  out = renderStage(report, opts, noOutputs, max);
  if (fits(out)) return out;
  const brief = { ...noOutputs, brief: true };
  out = renderStage(report, opts, brief, max);
  if (fits(out)) return out;
  const candidates = report.results.filter((c) => !isCleanPass(c)).length;
  const detailed = largestFitting(
    candidates - 1,
    (n2) => renderStage(report, opts, { ...brief, detailLimit: n2 }, max),
    fits
  );
  if (detailed !== void 0) return detailed;
  const named2 = largestFitting(
    candidates - 1,
    (n2) => renderStage(report, opts, { ...brief, detailLimit: 0, caseLimit: n2 }, max),
    fits
  );
  if (named2 !== void 0) return named2;
  const minimal = renderStage(report, opts, { ...brief, detailLimit: 0, caseLimit: 0 }, max);
  const where = opts.reportUrl ? ` Full report: ${linkUrl(opts.reportUrl) ?? mdInline(opts.reportUrl)}` : " The full report is in the report artifact.";
  const n = report.results.length.toLocaleString("en-US");
  const notice = `

> [!WARNING]
> This summary was cut to fit ${max.toLocaleString("en-US")} bytes: ${n} of ${plural(report.results.length, "case")} are not shown.${where}
`;
  const noticeBytes = Buffer.byteLength(notice, "utf8");
  const kept = closeOpenBlocks(trimToBytes(minimal, Math.max(0, max - noticeBytes - 64)));
  return trimToBytes(kept + notice, max);
}

// src/render/html.ts
import { createHash as createHash2 } from "node:crypto";
import { gzipSync } from "node:zlib";

// src/program-source.ts
import { createRequire } from "node:module";
var PROGRAMS = {
  "orphan-watchdog": { entry: "src/programs/orphan-watchdog.ts", platform: "node" },
  "mcp-stdio-bridge": { entry: "src/programs/mcp-stdio-bridge.ts", platform: "node" },
  "report-client": { entry: "src/render/report-client/index.ts", platform: "browser" }
};
var PROGRAM_NAMES = Object.keys(PROGRAMS);
var cache = /* @__PURE__ */ new Map();
var built;
function programSource(name) {
  if (true) {
    built ??= JSON.parse('{"orphan-watchdog":"// src/programs/orphan-watchdog.ts\\nimport { readdirSync, readFileSync } from \\"node:fs\\";\\nimport process from \\"node:process\\";\\nvar token = process.argv[1] ?? \\"\\";\\nvar mark = `AGENTCI_ORPHAN_GUARD=${token}`;\\nvar groups = /* @__PURE__ */ new Set();\\nvar buf = \\"\\";\\nprocess.stdin.setEncoding(\\"utf8\\");\\nprocess.stdin.on(\\"data\\", (d) => {\\n  buf += d;\\n  let i;\\n  while ((i = buf.indexOf(\\"\\\\n\\")) >= 0) {\\n    const line = buf.slice(0, i);\\n    buf = buf.slice(i + 1);\\n    const pid = Number(line.slice(1));\\n    if (!Number.isInteger(pid) || pid <= 0) continue;\\n    if (line[0] === \\"+\\") groups.add(pid);\\n    else groups.delete(pid);\\n  }\\n});\\nfunction kill(pid) {\\n  try {\\n    process.kill(pid, \\"SIGKILL\\");\\n  } catch {\\n  }\\n}\\nfunction marked() {\\n  if (token === \\"\\") return [];\\n  let names;\\n  try {\\n    names = readdirSync(\\"/proc\\");\\n  } catch {\\n    return [];\\n  }\\n  const found = [];\\n  for (const name of names) {\\n    const pid = Number(name);\\n    if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid) continue;\\n    try {\\n      if (readFileSync(`/proc/${name}/environ`, \\"latin1\\").split(\\"\\\\0\\").includes(mark))\\n        found.push(pid);\\n    } catch {\\n    }\\n  }\\n  return found;\\n}\\nvar pause = new Int32Array(new SharedArrayBuffer(4));\\nfunction reap() {\\n  for (const g of groups) kill(-g);\\n  for (let pass = 0; pass < 50; pass++) {\\n    const left = marked();\\n    if (left.length === 0) break;\\n    for (const pid of left) kill(pid);\\n    Atomics.wait(pause, 0, 0, 20);\\n  }\\n  process.exit(0);\\n}\\nprocess.stdin.on(\\"end\\", reap);\\nprocess.stdin.on(\\"error\\", reap);\\nprocess.on(\\"SIGTERM\\", () => void 0);\\nprocess.on(\\"SIGINT\\", () => void 0);\\n","mcp-stdio-bridge":"// src/programs/mcp-stdio-bridge.ts\\nimport process from \\"node:process\\";\\nvar url = process.argv[1] ?? \\"\\";\\nvar buf = \\"\\";\\nvar chain = Promise.resolve();\\nvar write = (m) => {\\n  process.stdout.write(`${JSON.stringify(m)}\\n`);\\n};\\nfunction failed(id, message) {\\n  if (id !== void 0) write({ jsonrpc: \\"2.0\\", id, error: { code: -32603, message } });\\n}\\nasync function send(line) {\\n  let msg;\\n  try {\\n    msg = JSON.parse(line);\\n  } catch {\\n    return;\\n  }\\n  try {\\n    const res = await fetch(url, {\\n      method: \\"POST\\",\\n      headers: {\\n        \\"content-type\\": \\"application/json\\",\\n        accept: \\"application/json, text/event-stream\\"\\n      },\\n      body: line\\n    });\\n    const text = await res.text();\\n    if (res.status === 202 || text.trim() === \\"\\") return;\\n    let body;\\n    try {\\n      body = JSON.parse(text);\\n    } catch {\\n      return failed(msg.id, `agentci MCP proxy: HTTP ${res.status}`);\\n    }\\n    for (const m of Array.isArray(body) ? body : [body]) write(m);\\n  } catch (e) {\\n    failed(msg.id, `agentci MCP proxy unreachable: ${e instanceof Error ? e.message : String(e)}`);\\n  }\\n}\\nprocess.stdin.setEncoding(\\"utf8\\");\\nprocess.stdin.on(\\"data\\", (d) => {\\n  buf += d;\\n  let i;\\n  while ((i = buf.indexOf(\\"\\\\n\\")) >= 0) {\\n    const line = buf.slice(0, i).trim();\\n    buf = buf.slice(i + 1);\\n    if (line) chain = chain.then(() => send(line));\\n  }\\n});\\nprocess.stdin.on(\\"end\\", () => {\\n  void chain.then(() => process.exit(0));\\n});\\n","report-client":"\\"use strict\\";\\n(() => {\\n  // src/render/report-client/page-data.ts\\n  var GZIP_BASE64 = \\"gzip-base64\\";\\n  async function decodeDataBlock(text, encoding) {\\n    if (encoding !== GZIP_BASE64) return JSON.parse(text);\\n    const bin = atob(text.trim());\\n    const bytes = new Uint8Array(bin.length);\\n    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);\\n    const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream(\\"gzip\\")).getReader();\\n    const decoder = new TextDecoder();\\n    const parts = [];\\n    for (; ; ) {\\n      const r = await reader.read();\\n      if (r.done) break;\\n      parts.push(decoder.decode(r.value, { stream: true }));\\n    }\\n    parts.push(decoder.decode());\\n    return JSON.parse(parts.join(\\"\\"));\\n  }\\n\\n  // src/lib/number-format.ts\\n  var MINUS = \\"−\\";\\n  function tenths(p) {\\n    const t = Math.round(Math.abs(Number((p * 10).toPrecision(12))));\\n    return p < 0 && t !== 0 ? -t : t;\\n  }\\n  function oneDecimal(t) {\\n    return `${t < 0 ? \\"-\\" : \\"\\"}${Math.floor(Math.abs(t) / 10)}.${Math.abs(t) % 10}`;\\n  }\\n  function signed(t) {\\n    return t === 0 ? \\"±0.0 pp\\" : `${t > 0 ? \\"+\\" : MINUS}${oneDecimal(Math.abs(t))} pp`;\\n  }\\n  function percent(p) {\\n    return `${oneDecimal(tenths(p))}%`;\\n  }\\n  function ratioPercent(r) {\\n    const t = tenths(r * 100);\\n    return t % 10 === 0 ? `${t / 10}%` : `${oneDecimal(t)}%`;\\n  }\\n  function interval(low, high) {\\n    return `[${oneDecimal(tenths(low * 100))}–${oneDecimal(tenths(high * 100))}%]`;\\n  }\\n  function deltaPp(base, head) {\\n    return signed(tenths(head) - tenths(base));\\n  }\\n  function plural(n, noun, pluralNoun = `${noun}s`) {\\n    return `${n} ${Number(n) === 1 ? noun : pluralNoun}`;\\n  }\\n\\n  // src/render/format.ts\\n  function errorWithoutStderr(error, stderr) {\\n    if (!stderr || !stderr.trim()) return error;\\n    const at = error.indexOf(\\"; stderr: \\");\\n    return at >= 0 ? error.slice(0, at) : error;\\n  }\\n  function caseDelta(d) {\\n    return d.base && d.head && d.delta_pp !== null ? deltaPp(d.base.pass_rate, d.head.pass_rate) : \\"—\\";\\n  }\\n  function duration(ms) {\\n    if (!Number.isFinite(ms) || ms < 0) return \\"—\\";\\n    if (ms < 1e3) return `${Math.round(ms)} ms`;\\n    const s = ms / 1e3;\\n    if (s < 60) return `${s.toFixed(2)} s`;\\n    const totalS = Math.round(s);\\n    const h = Math.floor(totalS / 3600);\\n    const m = Math.floor(totalS % 3600 / 60);\\n    const sec = totalS % 60;\\n    if (h > 0) return `${h}h ${String(m).padStart(2, \\"0\\")}m`;\\n    return `${m}m ${String(sec).padStart(2, \\"0\\")}s`;\\n  }\\n\\n  // src/render/flake-source.ts\\n  var WORDS = {\\n    judge: \\"judge\\",\\n    simulated_user: \\"simulated user\\",\\n    agent: \\"agent\\",\\n    environment: \\"environment\\"\\n  };\\n  function sourceLabel(s) {\\n    if (!s) return \\"\\";\\n    if (s.label !== \\"mixed\\") return WORDS[s.label];\\n    const parts = Object.keys(WORDS).filter((k) => s.shares[k] !== void 0).map((k) => `${WORDS[k]} ${Math.round(s.shares[k] * 100)} %`);\\n    return `mixed: ${parts.join(\\", \\")}`;\\n  }\\n\\n  // src/render/report-client/cases.ts\\n  var COLUMNS = [\\n    \\"status\\",\\n    \\"id\\",\\n    \\"suite\\",\\n    \\"passed\\",\\n    \\"pass_rate\\",\\n    \\"low\\",\\n    \\"verdict\\",\\n    \\"class\\",\\n    \\"avg\\"\\n  ];\\n  var PAGE_SIZE = 100;\\n  function initialState() {\\n    return {\\n      text: \\"\\",\\n      status: \\"\\",\\n      verdict: \\"\\",\\n      cls: \\"\\",\\n      col: \\"status\\",\\n      dir: 1,\\n      page: 0,\\n      expanded: /* @__PURE__ */ new Set()\\n    };\\n  }\\n  function statusKey(c) {\\n    if (c.status === \\"passed\\" && (c.flaky || c.failed + c.errors + c.timeouts > 0)) return \\"flaky\\";\\n    return c.status;\\n  }\\n  function buildRows(results) {\\n    return results.map((c, i) => ({\\n      c,\\n      i,\\n      key: statusKey(c),\\n      hay: [c.id, c.suite, (c.tags ?? []).join(\\" \\"), c.error ?? \\"\\", c.skip_reason ?? \\"\\"].join(\\"\\\\n\\").toLowerCase()\\n    }));\\n  }\\n  var STATUS_RANK = {\\n    error: 0,\\n    failed: 1,\\n    flaky: 2,\\n    passed: 3,\\n    skipped: 4\\n  };\\n  var CLASS_RANK = {\\n    failing: 0,\\n    highly_unstable: 1,\\n    unstable: 2,\\n    mostly_stable: 3,\\n    stable: 4\\n  };\\n  var VERDICT_RANK = {\\n    fail: 0,\\n    flaky: 1,\\n    inconclusive: 2,\\n    pass: 3,\\n    skipped: 4\\n  };\\n  function byText(a, b) {\\n    return a < b ? -1 : a > b ? 1 : 0;\\n  }\\n  var COMPARE = {\\n    status: (a, b) => STATUS_RANK[a.key] - STATUS_RANK[b.key],\\n    id: (a, b) => byText(a.c.id, b.c.id),\\n    suite: (a, b) => byText(a.c.suite, b.c.suite),\\n    // A skipped case (no runs) sorts below every case that ran.\\n    passed: (a, b) => (a.c.runs ? a.c.passed / a.c.runs : -1) - (b.c.runs ? b.c.passed / b.c.runs : -1) || a.c.passed - b.c.passed,\\n    pass_rate: (a, b) => a.c.pass_rate - b.c.pass_rate,\\n    low: (a, b) => a.c.interval.low - b.c.interval.low || a.c.interval.high - b.c.interval.high,\\n    verdict: (a, b) => VERDICT_RANK[a.c.verdict] - VERDICT_RANK[b.c.verdict],\\n    class: (a, b) => CLASS_RANK[a.c.class] - CLASS_RANK[b.c.class],\\n    avg: (a, b) => a.c.avg_duration_ms - b.c.avg_duration_ms\\n  };\\n  function matches(r, state) {\\n    if (state.status) {\\n      const hit = state.status === \\"flaky\\" ? r.c.flaky || r.key === \\"flaky\\" : r.c.status === state.status;\\n      if (!hit) return false;\\n    }\\n    if (state.verdict && r.c.verdict !== state.verdict) return false;\\n    if (state.cls && r.c.class !== state.cls) return false;\\n    const q = state.text.trim().toLowerCase();\\n    return !q || r.hay.includes(q);\\n  }\\n  function selectRows(rows, state) {\\n    const cmp = COMPARE[state.col];\\n    return rows.filter((r) => matches(r, state)).sort(\\n      (a, b) => state.dir * cmp(a, b) || a.c.pass_rate - b.c.pass_rate || COMPARE.id(a, b) || a.i - b.i\\n    );\\n  }\\n  function pageCount(n) {\\n    return Math.max(1, Math.ceil(n / PAGE_SIZE));\\n  }\\n  function sortBy(state, col) {\\n    if (state.col === col) state.dir = state.dir === 1 ? -1 : 1;\\n    else {\\n      state.col = col;\\n      state.dir = 1;\\n    }\\n  }\\n  function countText(shown2, total) {\\n    return shown2 === total ? plural(total, \\"case\\") : `${shown2} of ${plural(total, \\"case\\")}`;\\n  }\\n  function pageRange(shown2, page) {\\n    const start = page * PAGE_SIZE;\\n    return [start, Math.min(shown2, start + PAGE_SIZE)];\\n  }\\n  function pageInfo(shown2, page) {\\n    if (!shown2) return \\"No case matches\\";\\n    const [start, end] = pageRange(shown2, page);\\n    return `Showing ${start + 1}–${end} of ${shown2} · page ${page + 1} of ${pageCount(shown2)}`;\\n  }\\n\\n  // src/render/report-client/chart.ts\\n  var WIDTH = 1e3;\\n  var HEIGHT = 180;\\n  var PAD = 28;\\n  var MAX_BARS = 300;\\n  var FILL = {\\n    passed: \\"var(--pass)\\",\\n    failed: \\"var(--fail)\\",\\n    error: \\"var(--err)\\",\\n    skipped: \\"var(--skip)\\",\\n    flaky: \\"var(--flaky)\\"\\n  };\\n  function axis(values, max, unit) {\\n    return values.map((v) => ({\\n      text: `${v}${unit}`,\\n      y: HEIGHT - (max ? v / max : 0) * (HEIGHT - 10) + 3\\n    }));\\n  }\\n  function chartModel(rows, caseThreshold) {\\n    const ran = rows.filter((r) => r.c.status !== \\"skipped\\");\\n    const top = HEIGHT - 10;\\n    if (ran.length <= MAX_BARS) {\\n      const sorted = ran.slice().sort((a, b) => a.c.pass_rate - b.c.pass_rate || COMPARE.id(a, b));\\n      const bw2 = Math.min(40, (WIDTH - PAD) / Math.max(1, sorted.length));\\n      return {\\n        kind: \\"bars\\",\\n        title: \\"Pass rate per case (worst first)\\",\\n        yLabels: axis([0, 50, 100], 100, \\"%\\"),\\n        ran: ran.length,\\n        bars: sorted.map((r, k) => {\\n          const h = Math.max(2, r.c.pass_rate / 100 * top);\\n          return {\\n            x: PAD + k * bw2 + bw2 * 0.1,\\n            y: HEIGHT - h,\\n            width: Math.max(1, bw2 * 0.8),\\n            height: h,\\n            fill: FILL[r.key],\\n            title: `${r.c.id}: ${r.c.passed}/${r.c.runs} (${percent(r.c.pass_rate)})`,\\n            index: r.i,\\n            id: r.c.id\\n          };\\n        }),\\n        thresholdY: HEIGHT - caseThreshold * top\\n      };\\n    }\\n    const counts = Array.from({ length: 11 }, () => 0);\\n    for (const r of ran) counts[r.c.pass_rate >= 100 ? 10 : Math.floor(r.c.pass_rate / 10)]++;\\n    const max = Math.max(...counts) || 1;\\n    const bw = (WIDTH - PAD) / counts.length;\\n    return {\\n      kind: \\"histogram\\",\\n      title: \\"Cases by pass rate\\",\\n      yLabels: axis(max >= 2 ? [0, Math.round(max / 2), max] : [0, max], max, \\"\\"),\\n      ran: ran.length,\\n      buckets: counts.map((n, k) => {\\n        const h = n === 0 ? 0 : Math.max(2, n / max * top);\\n        return {\\n          x: PAD + k * bw + 4,\\n          y: HEIGHT - h,\\n          width: bw - 8,\\n          height: h,\\n          fill: k === 10 ? \\"var(--pass)\\" : k >= 5 ? \\"var(--flaky)\\" : \\"var(--fail)\\",\\n          title: `${k === 10 ? \\"100%\\" : `${k * 10}–${k * 10 + 10}%`}: ${plural(n, \\"case\\")}`,\\n          count: n,\\n          label: k === 10 ? \\"100%\\" : `${k * 10}%+`,\\n          labelX: PAD + k * bw + bw / 2 - 12,\\n          countX: PAD + k * bw + bw / 2 - 10\\n        };\\n      })\\n    };\\n  }\\n  function caption(chart) {\\n    return `${chart.title} · ${plural(chart.ran, \\"case\\")}`;\\n  }\\n  function sparkModel(points, current, width, height) {\\n    const n = Math.max(1, points.length);\\n    const slot = width / n;\\n    return points.map((p, i) => {\\n      const ran = p !== null && p.status !== \\"skipped\\";\\n      const value = ran ? p.pass_rate : null;\\n      const h = value === null ? 1 : Math.max(1, value / 100 * height);\\n      return {\\n        x: i * slot + slot * 0.15,\\n        y: height - h,\\n        width: Math.max(1, slot * 0.7),\\n        height: h,\\n        fill: value === null ? \\"var(--skip)\\" : value >= 100 ? \\"var(--pass)\\" : value <= 0 ? \\"var(--fail)\\" : \\"var(--flaky)\\",\\n        value,\\n        current: current[i] === true\\n      };\\n    });\\n  }\\n\\n  // src/report/evidence.ts\\n  function lostText(l) {\\n    const parts = [];\\n    if (l.rate_limited) parts.push(`${l.rate_limited} rate limited`);\\n    if (l.environment_fault) parts.push(`${l.environment_fault} failed by the provider`);\\n    if (l.budget) parts.push(`${l.budget} skipped by the budget`);\\n    if (l.not_started) parts.push(`${l.not_started} agent could not start`);\\n    if (l.shard_missing) parts.push(`${l.shard_missing} in a shard that never reported`);\\n    return parts.join(\\", \\");\\n  }\\n\\n  // src/report/compare-text.ts\\n  var VERDICT_WORDS = {\\n    regression: \\"regression\\",\\n    no_regression: \\"no significant drop\\",\\n    not_enough_runs: \\"not enough runs\\",\\n    redefined: \\"redefined — not compared\\",\\n    new: \\"new: judged by its threshold\\",\\n    removed: \\"removed\\",\\n    skipped: \\"skipped\\"\\n  };\\n  function named(name, p) {\\n    if (p === null) return `${name}=—`;\\n    return p < 1e-3 ? `${name}<0.001` : `${name}=${p.toFixed(3)}`;\\n  }\\n  var frac = (x) => `${x.passed}/${x.runs}`;\\n  function basisWords(c) {\\n    if (c.basis === \\"history\\") return `pooled over ${plural(c.base.reports, \\"report\\")}`;\\n    if (c.basis === \\"base\\") return \\"the base report\\";\\n    return \\"no base runs: threshold only\\";\\n  }\\n  function caseVerdictText(c) {\\n    const words2 = VERDICT_WORDS[c.verdict];\\n    switch (c.verdict) {\\n      case \\"regression\\":\\n      case \\"no_regression\\":\\n        return `${c.noise ? `not a regression: ${c.noise}` : words2}: ${frac(c.base)} ${basisWords(c)} → ${frac(c.head)}, ${named(\\"p\\", c.p_value)}, ${named(\\"q\\", c.p_adjusted)}`;\\n      case \\"not_enough_runs\\":\\n      case \\"redefined\\":\\n      case \\"skipped\\":\\n        return c.note ? `${words2}: ${c.note}` : words2;\\n      default:\\n        return words2;\\n    }\\n  }\\n  function caseDetectText(c) {\\n    if (c.p_value === null) return void 0;\\n    const runs = c.head.runs;\\n    const detect = c.detectable_drop_pp === null ? `with ${plural(runs, \\"run\\")} no drop could be told from noise` : `with ${plural(runs, \\"run\\")} drops under ${c.detectable_drop_pp} points look like noise`;\\n    const need = c.runs_for_drop === null ? \\"no run count up to 1000 would show a 20-point drop\\" : `${plural(c.runs_for_drop, \\"run\\")} per case would show a 20-point drop`;\\n    return `${detect}; ${need}`;\\n  }\\n  function comparisonCountsLine(c, branch) {\\n    const order = Object.keys(VERDICT_WORDS);\\n    const parts = order.filter((v) => c.counts[v] > 0).map(\\n      (v) => v === \\"regression\\" ? plural(c.counts[v], \\"regression\\") : `${c.counts[v]} ${VERDICT_WORDS[v]}`\\n    );\\n    const over = `pooled over ${plural(c.reports, \\"report\\")}`;\\n    const regression = c.max_regression_pp > 0 ? `, drops over ${c.max_regression_pp} pp` : \\"\\";\\n    return `Verdicts against ${branch ?? \\"the base branch\\"} (${over}, false discovery rate ${ratioPercent(c.fdr)}${regression}): ${parts.length ? parts.join(\\" · \\") : \\"no case to compare\\"}.`;\\n  }\\n  function powerLine(c) {\\n    const p = c.power;\\n    if (c.compared === 0 || p.runs_per_case === null) return void 0;\\n    const runs = Number.isInteger(p.runs_per_case) ? p.runs_per_case : p.runs_per_case.toFixed(1);\\n    const detect = p.detectable_drop_pp === null ? `With ${plural(runs, \\"run\\")} per case, most cases could drop a long way and still look like noise` : `With ${plural(runs, \\"run\\")} per case, drops under ${Math.round(p.detectable_drop_pp)} points look like noise`;\\n    const need = p.runs_for_drop === null ? `no run count up to 1000 would show a ${p.drop_pp}-point drop for most cases` : `${plural(Math.ceil(p.runs_for_drop), \\"run\\")} per case would show a ${p.drop_pp}-point drop`;\\n    return `${detect}; ${need} (${ratioPercent(p.power)} power at false discovery rate ${ratioPercent(c.fdr)}, median over ${plural(c.compared, \\"compared case\\")}).`;\\n  }\\n  function comparisonNotes(c) {\\n    const notes2 = [];\\n    const headLost = lostText(c.lost.head);\\n    const baseLost = lostText(c.lost.base);\\n    if (headLost || baseLost)\\n      notes2.push(\\n        `Not counted (lost to the environment, not the agent\'s doing): ${[\\n          headLost ? `this run ${headLost}` : \\"\\",\\n          baseLost ? `the base ${baseLost}` : \\"\\"\\n        ].filter(Boolean).join(\\"; \\")}.`\\n      );\\n    if (c.counts.not_enough_runs > 0) {\\n      const head = c.short_of_runs.head;\\n      const base = c.counts.not_enough_runs - head;\\n      if (head > 0)\\n        notes2.push(\\n          `${plural(head, \\"case\\")} had not enough runs of evidence in this run (min-runs ${c.min_runs}): not compared, and never counted as a pass.`\\n        );\\n      if (base > 0)\\n        notes2.push(\\n          `${plural(base, \\"case\\")} had not enough runs of evidence in the base (min-runs ${c.min_runs}): judged by ${base === 1 ? \\"its threshold\\" : \\"their thresholds\\"} alone.`\\n        );\\n    }\\n    if (c.noise)\\n      notes2.push(\\n        `${plural(c.noise, \\"case\\")} fell significantly, but every failing run was judge noise or the environment\'s doing (a provider fault, a timeout, a crash), not the agent\'s: not counted as ${c.noise === 1 ? \\"a regression\\" : \\"regressions\\"}.`\\n      );\\n    for (const s of c.stale)\\n      notes2.push(`Stale: ${s.source} is ${s.reason}${s.pooled ? \\"\\" : \\"; not pooled\\"}.`);\\n    if (c.agent)\\n      notes2.push(\\n        `The agent differs from the base\'s: ${c.agent.base} → ${c.agent.head} (compared all the same: a PR may change the agent).`\\n      );\\n    return notes2;\\n  }\\n  function casePassKText(c) {\\n    if (!c.pass_hat_k?.length || !c.pass_at_k?.length) return void 0;\\n    const list = (xs) => xs.map((x) => ratioPercent(x)).join(\\" · \\");\\n    return `pass^k ${list(c.pass_hat_k)}; pass@k ${list(c.pass_at_k)} (k = 1…${c.pass_hat_k.length})`;\\n  }\\n  function caseVerdictCell(c) {\\n    const vs = c.basis === \\"history\\" ? `${frac(c.base)} pooled` : c.basis === \\"base\\" ? `${frac(c.base)} base` : \\"\\";\\n    switch (c.verdict) {\\n      case \\"regression\\":\\n        return `regression vs ${vs} (${named(\\"q\\", c.p_adjusted)})`;\\n      case \\"no_regression\\":\\n        return c.noise ? `not a regression: ${c.noise}` : `no significant drop vs ${vs}`;\\n      default:\\n        return VERDICT_WORDS[c.verdict];\\n    }\\n  }\\n  function isNotable(c) {\\n    return c !== void 0 && (c.verdict === \\"regression\\" || c.noise !== void 0 || c.verdict === \\"redefined\\" || c.verdict === \\"not_enough_runs\\" && c.short_of_runs === \\"head\\");\\n  }\\n\\n  // src/render/environment-faults.ts\\n  var KIND_WORDS = {\\n    rate_limit: \\"hit the provider\'s rate limit\\",\\n    quota: \\"found the provider\'s quota spent\\",\\n    overloaded: \\"found the provider overloaded\\",\\n    server_error: \\"got a server error from the provider\\",\\n    connection: \\"could not reach the provider\\"\\n  };\\n  function faultLines(s) {\\n    return (s?.by_kind ?? []).map((k) => {\\n      const one = k.attempts === 1;\\n      const tries = k.faults > k.attempts ? ` (${k.faults} failed tries, none of them graded)` : \\"\\";\\n      return `${k.attempts} attempt${one ? \\"\\" : \\"s\\"} ${KIND_WORDS[k.kind]} and ${one ? \\"was\\" : \\"were\\"} retried${tries}; ${k.lost} lost`;\\n    });\\n  }\\n\\n  // src/render/report-client/text.ts\\n  function words(s) {\\n    return String(s).replace(/_/g, \\" \\");\\n  }\\n  function shown(v) {\\n    if (v === void 0) return \\"\\";\\n    if (typeof v === \\"string\\") return v;\\n    try {\\n      return JSON.stringify(v, null, 2) ?? String(v);\\n    } catch {\\n      return String(v);\\n    }\\n  }\\n  function safeUrl(u) {\\n    return typeof u === \\"string\\" && /^https?:\\\\/\\\\//i.test(u) ? u : null;\\n  }\\n  var STATUS_LABELS = {\\n    passed: \\"✓ passed\\",\\n    failed: \\"✗ failed\\",\\n    error: \\"! error\\",\\n    skipped: \\"– skipped\\",\\n    flaky: \\"~ flaky\\",\\n    timeout: \\"⏱ timeout\\"\\n  };\\n  function statusLabel(k) {\\n    return STATUS_LABELS[k] ?? k;\\n  }\\n  function metaLine(r) {\\n    const md = r.metadata;\\n    const s = r.summary;\\n    return `agentci ${md.version}${md.git_sha ? ` · commit ${md.git_sha.slice(0, 7)}` : \\"\\"} · started ${md.started_at} · completed ${md.completed_at}` + (s.agent_id ? ` · agent ${s.agent_id}` : \\"\\") + (s.connector ? ` (${s.connector})` : \\"\\");\\n  }\\n  function verdictHeadline(g) {\\n    if (g.passed) return \\"✓ All gates passed\\";\\n    return `✗ Failed${g.decided_by ? ` — decided by ${words(g.decided_by)}` : \\"\\"}`;\\n  }\\n  function gateReasons(g) {\\n    return g.reasons.map((r) => `${words(r.gate)}: ${r.message}`);\\n  }\\n  function thresholdsLine(g) {\\n    const t = g.thresholds;\\n    return `Thresholds: suite ≥ ${ratioPercent(t.suite)} of cases · each case ≥ ${ratioPercent(t.case)} of its runs` + (t.max_regression != null ? ` · max regression ${t.max_regression} pp` : \\"\\");\\n  }\\n  function dollars(n) {\\n    return `$${n.toFixed(4)}`;\\n  }\\n  function cards(s) {\\n    const out = [\\n      { label: \\"cases\\", value: String(s.total_cases) },\\n      { label: \\"passed\\", value: String(s.passed), cls: \\"st-passed\\" },\\n      { label: \\"failed\\", value: String(s.failed), cls: \\"st-failed\\" },\\n      { label: \\"errors\\", value: String(s.errors), cls: \\"st-error\\" },\\n      { label: \\"flaky\\", value: String(s.flaky), cls: \\"st-flaky\\" },\\n      { label: \\"skipped\\", value: String(s.skipped), cls: \\"st-skipped\\" },\\n      { label: \\"pass rate (runs)\\", value: percent(s.overall_pass_rate) },\\n      { label: \\"pass rate (cases)\\", value: percent(s.case_pass_rate) },\\n      { label: `runs (${s.runs_per_case} per case)`, value: String(s.total_runs) },\\n      { label: \\"duration\\", value: duration(s.duration_ms) }\\n    ];\\n    if (s.usage)\\n      out.push({\\n        label: \\"tokens in / out\\",\\n        value: `${s.usage.input_tokens} / ${s.usage.output_tokens}`\\n      });\\n    const eu = s.eval_usage;\\n    const agentCost = s.usage?.cost_usd != null ? dollars(s.usage.cost_usd) : null;\\n    const evalCost = eu?.cost_usd != null ? dollars(eu.cost_usd) : null;\\n    if (evalCost)\\n      out.push({\\n        label: \\"cost\\",\\n        value: `${agentCost ? `agent ${agentCost} + ` : \\"\\"}judge/simulator ${evalCost}`\\n      });\\n    else if (agentCost) out.push({ label: \\"cost\\", value: agentCost });\\n    if (eu)\\n      out.push({\\n        label: \\"judge/simulator tokens in / out\\",\\n        value: `${eu.input_tokens} / ${eu.output_tokens}`\\n      });\\n    return out;\\n  }\\n  function notes(data) {\\n    return [\\n      ...data.notes ?? [],\\n      ...faultLines(data.report.summary.environment_faults),\\n      ...data.report.warnings ?? []\\n    ];\\n  }\\n  function diffSummaryLine(d) {\\n    const ds = d.summary;\\n    return `Base ${d.base.sha ? d.base.sha.slice(0, 7) : d.base.source}: pass rate ${percent(ds.base_pass_rate)} → ${percent(ds.head_pass_rate)} (${deltaPp(ds.base_pass_rate, ds.head_pass_rate)}) · passed ${ds.base_passed} → ${ds.head_passed} · failed ${ds.base_failed} → ${ds.head_failed} · flaky ${ds.base_flaky} → ${ds.head_flaky}`;\\n  }\\n  var DIFF_ROWS = 500;\\n  function comparisonLines(d) {\\n    const c = d.comparison;\\n    if (!c) return [];\\n    const power = powerLine(c);\\n    return [comparisonCountsLine(c, d.base.source), ...power ? [power] : [], ...comparisonNotes(c)];\\n  }\\n  function listedInDiff(c) {\\n    return c.transition !== \\"unchanged\\" || isNotable(c.compare);\\n  }\\n  function verdictCell(c) {\\n    return c.compare ? caseVerdictCell(c.compare) : \\"\\";\\n  }\\n  function diffCells(c) {\\n    const runs = (x) => x ? `${x.passed}/${x.runs}` : \\"—\\";\\n    return [\\n      c.id,\\n      words(c.transition),\\n      `${runs(c.base)} → ${runs(c.head)}`,\\n      caseDelta(c),\\n      pText(c.compare ? c.compare.p_value : c.p_value)\\n    ];\\n  }\\n  function pText(p) {\\n    return p == null ? \\"—\\" : p < 1e-3 ? \\"<0.001\\" : p.toFixed(3);\\n  }\\n  function usageText(u, withCost = true) {\\n    if (!u) return \\"\\";\\n    return `${u.input_tokens} in / ${u.output_tokens} out${withCost && u.cost_usd != null ? ` · $${u.cost_usd}` : \\"\\"}`;\\n  }\\n  function attemptSummary(a, error) {\\n    const passedChecks = a.checks.filter((x) => x.passed).length;\\n    return ` · run ${a.run} · ${duration(a.duration_ms)}` + (a.checks.length ? ` · checks ${passedChecks}/${a.checks.length}` : \\"\\") + (a.error ? ` · ${error.split(\\"\\\\n\\")[0].slice(0, 200)}` : \\"\\");\\n  }\\n  function messageRole(m) {\\n    return m.role + (m.name ? ` · ${m.name}` : \\"\\") + (m.tool_call_id ? ` · ${m.tool_call_id}` : \\"\\") + (m.is_error ? \\" · error\\" : \\"\\");\\n  }\\n  function messageContent(m) {\\n    const content = m.content;\\n    if (Array.isArray(content))\\n      return content.map((p) => typeof p.text === \\"string\\" ? p.text : `[${p.type}]`).join(\\"\\\\n\\");\\n    return content ?? null;\\n  }\\n  function prettyArguments(args) {\\n    try {\\n      return JSON.stringify(JSON.parse(args), null, 2);\\n    } catch {\\n      return args;\\n    }\\n  }\\n\\n  // src/render/report-client/dom.ts\\n  function byId(id) {\\n    const e = document.getElementById(id);\\n    if (!e) throw new Error(`the report page has no #${id}`);\\n    return e;\\n  }\\n  function el(tag, cls, text) {\\n    const e = document.createElement(tag);\\n    if (cls) e.className = cls;\\n    if (text !== void 0 && text !== null) e.textContent = String(text);\\n    return e;\\n  }\\n  function add(parent, ...children) {\\n    for (const c of children) if (c) parent.appendChild(c);\\n    return parent;\\n  }\\n  function pre(v) {\\n    return el(\\"pre\\", null, shown(v));\\n  }\\n  function kv(pairs) {\\n    const box = el(\\"div\\", \\"kv\\");\\n    for (const [k, v] of pairs)\\n      if (v !== void 0 && v !== null && v !== \\"\\")\\n        add(box, el(\\"div\\", \\"muted\\", k), el(\\"div\\", null, v));\\n    return box;\\n  }\\n  var SVG_NS = \\"http://www.w3.org/2000/svg\\";\\n  function svg(tag, attrs = {}) {\\n    const e = document.createElementNS(SVG_NS, tag);\\n    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));\\n    return e;\\n  }\\n  function link(label, url) {\\n    if (!url) return null;\\n    const a = el(\\"a\\", null, label);\\n    a.href = url;\\n    a.rel = \\"noopener noreferrer\\";\\n    return a;\\n  }\\n\\n  // src/model/genai-attributes.ts\\n  var TOOL_ARGUMENTS = [\\n    \\"gen_ai.tool.call.arguments\\",\\n    \\"input.value\\",\\n    \\"gcp.vertex.agent.tool_call_args\\",\\n    \\"gen_ai.prompt\\"\\n  ];\\n  var TOOL_RESULT = [\\n    \\"gen_ai.tool.call.result\\",\\n    \\"output.value\\",\\n    \\"gcp.vertex.agent.tool_response\\",\\n    \\"gen_ai.completion\\"\\n  ];\\n\\n  // src/render/report-client/trace-tree.ts\\n  function key(traceId, spanId) {\\n    return `${traceId}/${spanId}`;\\n  }\\n  function spanTree(spans) {\\n    const nodes = /* @__PURE__ */ new Map();\\n    spans.forEach(\\n      (span, index) => nodes.set(key(span.trace_id, span.span_id), {\\n        span,\\n        index,\\n        depth: 0,\\n        children: [],\\n        orphan: false\\n      })\\n    );\\n    const roots = [];\\n    for (const node of nodes.values()) {\\n      const p = node.span.parent_id;\\n      const parent = p ? nodes.get(key(node.span.trace_id, p)) : void 0;\\n      if (parent && parent !== node && !isAncestor(node, parent, nodes)) parent.children.push(node);\\n      else {\\n        node.orphan = p !== void 0 && !parent;\\n        roots.push(node);\\n      }\\n    }\\n    const place = (list, depth) => {\\n      list.sort((a, b) => a.span.start_ms - b.span.start_ms || a.index - b.index);\\n      for (const n of list) {\\n        n.depth = depth;\\n        place(n.children, depth + 1);\\n      }\\n    };\\n    place(roots, 0);\\n    return roots;\\n  }\\n  function isAncestor(node, parent, nodes) {\\n    const seen = /* @__PURE__ */ new Set();\\n    let cur = parent;\\n    while (cur && !seen.has(cur)) {\\n      if (cur === node) return true;\\n      seen.add(cur);\\n      const p = cur.span.parent_id;\\n      cur = p ? nodes.get(key(cur.span.trace_id, p)) : void 0;\\n    }\\n    return false;\\n  }\\n  function axisEnd(spans) {\\n    let end = 0;\\n    for (const s of spans) end = Math.max(end, s.start_ms + s.duration_ms);\\n    return Math.max(1, end);\\n  }\\n  function barGeometry(span, end) {\\n    const round = (x) => Math.round(x * 100) / 100;\\n    const left = Math.min(100, Math.max(0, span.start_ms / end * 100));\\n    const width = Math.max(0.5, Math.min(100 - left, span.duration_ms / end * 100));\\n    return { left: round(Math.min(left, 99.5)), width: round(width) };\\n  }\\n  function attr(s, ...keys) {\\n    for (const k of keys) {\\n      const v = s.attributes?.[k];\\n      if (v !== void 0 && v !== null && v !== \\"\\") return v;\\n    }\\n    return void 0;\\n  }\\n  function short(v, max = 120) {\\n    const t = typeof v === \\"string\\" ? v : JSON.stringify(v);\\n    const one = (t ?? \\"\\").replace(/\\\\s+/g, \\" \\");\\n    return one.length > max ? `${one.slice(0, max - 1)}…` : one;\\n  }\\n  function spanBadge(s) {\\n    return [s.role, s.kind && s.kind !== \\"internal\\" ? s.kind : void 0].filter(Boolean).join(\\" · \\");\\n  }\\n  function spanFacts(s) {\\n    const out = [];\\n    const tool = attr(s, \\"gen_ai.tool.name\\", \\"tool.name\\");\\n    if (tool !== void 0) out.push(`tool: ${short(tool)}`);\\n    const args = s.role === \\"tool\\" ? attr(s, ...TOOL_ARGUMENTS) : void 0;\\n    if (args !== void 0) out.push(`arguments: ${short(args)}`);\\n    const result = s.role === \\"tool\\" ? attr(s, ...TOOL_RESULT) : void 0;\\n    if (result !== void 0) out.push(`result: ${short(result)}`);\\n    const model = attr(s, \\"gen_ai.response.model\\", \\"gen_ai.request.model\\", \\"llm.model_name\\");\\n    if (model !== void 0) out.push(`model: ${short(model)}`);\\n    const input = attr(\\n      s,\\n      \\"gen_ai.usage.input_tokens\\",\\n      \\"gen_ai.usage.prompt_tokens\\",\\n      \\"llm.token_count.prompt\\"\\n    );\\n    const output = attr(\\n      s,\\n      \\"gen_ai.usage.output_tokens\\",\\n      \\"gen_ai.usage.completion_tokens\\",\\n      \\"llm.token_count.completion\\"\\n    );\\n    if (input !== void 0 || output !== void 0)\\n      out.push(`tokens: ${String(input ?? 0)} in · ${String(output ?? 0)} out`);\\n    const agent = attr(s, \\"gen_ai.agent.name\\");\\n    if (agent !== void 0) out.push(`agent: ${short(agent)}`);\\n    return out;\\n  }\\n  function spanErrors(s) {\\n    const out = [];\\n    if (s.status === \\"error\\") out.push(s.status_message ? `error: ${s.status_message}` : \\"error\\");\\n    for (const e of s.events ?? []) {\\n      if (e.name !== \\"exception\\") continue;\\n      const type2 = e.attributes?.[\\"exception.type\\"];\\n      const message = e.attributes?.[\\"exception.message\\"];\\n      const text = [type2, message].filter((x) => x !== void 0 && x !== \\"\\").map(String).join(\\": \\");\\n      if (text && !out.some((o) => o.includes(String(message ?? type2))))\\n        out.push(`exception: ${text}`);\\n    }\\n    const type = attr(s, \\"error.type\\");\\n    if (type !== void 0 && out.length === 0) out.push(`error: ${short(type)}`);\\n    return out;\\n  }\\n  function spanDuration(ms) {\\n    if (!Number.isFinite(ms) || ms < 0) return \\"—\\";\\n    if (ms < 1) return `${ms.toFixed(2)} ms`;\\n    if (ms < 100) return `${ms.toFixed(1)} ms`;\\n    return duration(ms);\\n  }\\n  function traceHeadline(t) {\\n    if (t.spans.length === 0 && !t.left_out)\\n      return `No span arrived within the flush window (waited ${spanDuration(t.flush_wait_ms)}).`;\\n    const parts = [\\n      `${t.spans.length} span${t.spans.length === 1 ? \\"\\" : \\"s\\"}`,\\n      spanDuration(axisEnd(t.spans))\\n    ];\\n    const errors = t.spans.filter((s) => s.status === \\"error\\").length;\\n    if (errors) parts.push(`${errors} with errors`);\\n    if (t.left_out) parts.push(`${t.left_out} more received over the per-attempt limit`);\\n    if (t.omitted_in_page)\\n      parts.push(`${t.omitted_in_page} not shown here to keep the page small (report.json has them)`);\\n    if (!t.complete) parts.push(\\"still incomplete when the flush window ended\\");\\n    return parts.join(\\" · \\");\\n  }\\n  function tracePair(c) {\\n    const traced = (a) => a.transcript?.trace !== void 0;\\n    const failing = c.run_details.find(\\n      (a) => a.status !== \\"passed\\" && a.status !== \\"skipped\\" && traced(a)\\n    );\\n    if (!failing) return void 0;\\n    const compared = c.flaky_why?.divergence.find((d) => d.runs.includes(failing.run))?.passing_run;\\n    const passing = c.run_details.find((a) => a.run === compared && a.status === \\"passed\\" && traced(a)) ?? c.run_details.find((a) => a.status === \\"passed\\" && traced(a));\\n    return passing ? { passing, failing } : void 0;\\n  }\\n\\n  // src/render/report-client/trace.ts\\n  var MAX_INDENT = 12;\\n  function traceView(t) {\\n    const box = el(\\"div\\", \\"trace\\");\\n    box.dataset.spans = String(t.spans.length);\\n    add(box, el(\\"div\\", \\"muted trace-head\\", traceHeadline(t)));\\n    const end = axisEnd(t.spans);\\n    add(\\n      box,\\n      add(\\n        el(\\"div\\", \\"span-row span-axis\\"),\\n        el(\\"div\\", \\"span-name\\", \\"span\\"),\\n        add(\\n          el(\\"div\\", \\"span-bar-cell\\"),\\n          el(\\"span\\", \\"tick tick-start\\", \\"0\\"),\\n          el(\\"span\\", \\"tick tick-end\\", spanDuration(end))\\n        ),\\n        el(\\"div\\", \\"span-dur\\", \\"duration\\")\\n      )\\n    );\\n    for (const root of spanTree(t.spans)) add(box, spanNode(root, end));\\n    return box;\\n  }\\n  function spanNode(n, end) {\\n    if (n.children.length === 0) return add(el(\\"div\\", \\"span leaf\\"), spanRow(n, end));\\n    const d = el(\\"details\\", \\"span\\");\\n    d.open = true;\\n    add(d, add(el(\\"summary\\"), spanRow(n, end)));\\n    const kids = el(\\"div\\", \\"span-children\\");\\n    for (const c of n.children) add(kids, spanNode(c, end));\\n    return add(d, kids);\\n  }\\n  function spanRow(n, end) {\\n    const s = n.span;\\n    const failed = s.status === \\"error\\";\\n    const row = el(\\"div\\", `span-row${failed ? \\" span-failed\\" : \\"\\"}`);\\n    row.dataset.spanId = s.span_id;\\n    const name = el(\\"div\\", \\"span-name\\");\\n    name.style.paddingLeft = `${Math.min(n.depth, MAX_INDENT) * 14}px`;\\n    add(name, el(\\"span\\", \\"span-title\\", s.name || \\"(unnamed span)\\"));\\n    const badge = spanBadge(s);\\n    if (badge) add(name, el(\\"span\\", \\"span-badge\\", badge));\\n    if (failed) add(name, el(\\"span\\", \\"span-badge st-failed\\", \\"error\\"));\\n    if (n.orphan) add(name, el(\\"span\\", \\"span-badge\\", \\"parent not received\\"));\\n    for (const f of spanFacts(s)) add(name, el(\\"div\\", \\"span-fact muted\\", f));\\n    for (const e of spanErrors(s)) add(name, el(\\"div\\", \\"span-fact span-err\\", e));\\n    const g = barGeometry(s, end);\\n    const bar = el(\\"div\\", `span-bar${s.role ? ` role-${s.role}` : \\"\\"}${failed ? \\" bar-failed\\" : \\"\\"}`);\\n    bar.style.left = `${g.left}%`;\\n    bar.style.width = `${g.width}%`;\\n    bar.title = `${s.name}: from ${spanDuration(s.start_ms)}, for ${spanDuration(s.duration_ms)}`;\\n    return add(\\n      row,\\n      name,\\n      add(el(\\"div\\", \\"span-bar-cell\\"), bar),\\n      el(\\"div\\", \\"span-dur\\", spanDuration(s.duration_ms))\\n    );\\n  }\\n  function tracePairBox(c) {\\n    const pair = tracePair(c);\\n    if (!pair) return null;\\n    const box = el(\\"div\\", \\"trace-compare\\");\\n    add(box, el(\\"h3\\", null, \\"Traces side by side\\"));\\n    const cols = el(\\"div\\", \\"trace-pair\\");\\n    for (const a of [pair.passing, pair.failing]) {\\n      const col = el(\\"div\\", \\"trace-col\\");\\n      col.dataset.run = String(a.run);\\n      add(\\n        col,\\n        add(\\n          el(\\"div\\", \\"trace-label\\"),\\n          el(\\"span\\", `st st-${a.status}`, statusLabel(a.status)),\\n          el(\\"span\\", null, ` · run ${a.run}`)\\n        ),\\n        traceView(a.transcript?.trace)\\n      );\\n      add(cols, col);\\n    }\\n    return add(box, cols);\\n  }\\n\\n  // src/report/history.ts\\n  var STATUS = { P: \\"passed\\", F: \\"failed\\", E: \\"error\\", S: \\"skipped\\" };\\n  function historyPoints(h) {\\n    return [...h.outcomes].map(\\n      (o, i) => o in STATUS ? { pass_rate: h.pass_rates[i] ?? 0, status: STATUS[o] } : null\\n    );\\n  }\\n  function ran_(p) {\\n    return p !== null && p.status !== \\"skipped\\";\\n  }\\n  function flakyInLine(h) {\\n    if (h.ran === 0) return \\"not run in the last reports\\";\\n    if (h.ran === 1) return h.flaky ? \\"flaky in the last run\\" : \\"not flaky in the last run\\";\\n    return h.flaky === 0 ? `not flaky in the last ${h.ran} runs` : `flaky in ${h.flaky} of the last ${h.ran} runs`;\\n  }\\n  function seriesText(points) {\\n    return points.map((p) => ran_(p) ? String(Math.round(p.pass_rate)) : \\"–\\").join(\\", \\");\\n  }\\n\\n  // src/render/report-client/page.ts\\n  function renderPage(data) {\\n    const r = data.report;\\n    byId(\\"meta\\").textContent = metaLine(r);\\n    renderVerdict(data);\\n    const cardsBox = byId(\\"cards\\");\\n    for (const c of cards(r.summary))\\n      add(\\n        cardsBox,\\n        add(\\n          el(\\"div\\", `card${c.cls ? ` ${c.cls}` : \\"\\"}`),\\n          el(\\"div\\", \\"v\\", c.value),\\n          el(\\"div\\", \\"k\\", c.label)\\n        )\\n      );\\n    const notesBox = byId(\\"notes\\");\\n    for (const n of notes(data)) add(notesBox, el(\\"div\\", \\"note\\", n));\\n    renderDiff(data);\\n    const rows = buildRows(r.results);\\n    histories = historyIndex(r);\\n    compares = new Map(\\n      (data.diff?.cases ?? []).filter((c) => c.head !== null && c.compare !== void 0).map((c) => [`${c.suite}\\\\0${c.id}`, c.compare])\\n    );\\n    const table = caseTable(rows);\\n    drawChart(rows, r.gate.thresholds.case, table.setText);\\n    table.apply();\\n    const foot = byId(\\"footer\\");\\n    add(\\n      foot,\\n      el(\\"span\\", null, `Generated by agentci ${r.metadata.version} at ${data.generated_at}. `)\\n    );\\n    const rl = link(\\"Full report\\", safeUrl(data.report_url));\\n    const ru = link(\\"CI run\\", safeUrl(data.run_url));\\n    if (rl) add(foot, rl, el(\\"span\\", null, \\" \\"));\\n    if (ru) add(foot, ru);\\n    document.body.dataset.ready = \\"true\\";\\n  }\\n  var histories = /* @__PURE__ */ new Map();\\n  var compares = /* @__PURE__ */ new Map();\\n  var historyRuns = [];\\n  function historyIndex(r) {\\n    historyRuns = (r.history?.runs ?? []).map((x) => x.current === true);\\n    return new Map((r.history?.cases ?? []).map((h) => [`${h.suite}\\\\0${h.id}`, h]));\\n  }\\n  function historyOf(c) {\\n    return histories.get(`${c.suite}\\\\0${c.id}`);\\n  }\\n  function sparkline(h, width, height) {\\n    const s = svg(\\"svg\\", {\\n      class: \\"spark\\",\\n      width,\\n      height,\\n      viewBox: `0 0 ${width} ${height}`,\\n      role: \\"img\\",\\n      \\"data-values\\": seriesText(historyPoints(h))\\n    });\\n    const title = svg(\\"title\\");\\n    title.textContent = `Pass rate per run, oldest first: ${seriesText(historyPoints(h))} (${flakyInLine(h)})`;\\n    s.appendChild(title);\\n    for (const b of sparkModel(historyPoints(h), historyRuns, width, height))\\n      s.appendChild(\\n        svg(\\"rect\\", {\\n          x: b.x,\\n          y: b.y,\\n          width: b.width,\\n          height: b.height,\\n          fill: b.fill,\\n          ...b.current ? { class: \\"current\\" } : {}\\n        })\\n      );\\n    return s;\\n  }\\n  function whyBox(c) {\\n    const w = c.flaky_why;\\n    if (!w) return null;\\n    const box = el(\\"div\\", \\"why\\");\\n    add(box, el(\\"h3\\", null, \\"Why it flakes\\"), el(\\"p\\", \\"why-summary\\", w.summary));\\n    const items = el(\\"ul\\");\\n    for (const d of w.divergence)\\n      add(\\n        items,\\n        el(\\n          \\"li\\",\\n          null,\\n          `run${d.runs.length === 1 ? \\"\\" : \\"s\\"} ${d.runs.join(\\", \\")}, tool call ${d.step} (compared with run ${d.passing_run}): ${d.text}`\\n        )\\n      );\\n    for (const k of w.failing_checks)\\n      add(\\n        items,\\n        el(\\n          \\"li\\",\\n          null,\\n          `${k.label} failed in run${k.runs.length === 1 ? \\"\\" : \\"s\\"} ${k.runs.join(\\", \\")}${k.passed_in_passing_runs ? \\"; every passing run passed it\\" : \\"\\"}${k.message ? ` (${k.message})` : \\"\\"}`\\n        )\\n      );\\n    for (const e of w.errors) add(items, el(\\"li\\", null, `run ${e.run} ${e.status}: ${e.message}`));\\n    if (items.childNodes.length) add(box, items);\\n    const s = w.source;\\n    if (s) {\\n      add(box, el(\\"p\\", \\"why-source\\", `Source: ${sourceLabel(s)}`));\\n      const runs = el(\\"ul\\", \\"why-source-runs\\");\\n      for (const r of s.runs)\\n        add(\\n          runs,\\n          el(\\"li\\", null, `run ${r.run} (${sourceLabel({ ...s, label: r.source })}): ${r.evidence}`)\\n        );\\n      add(box, runs);\\n    }\\n    const o = w.output_diff;\\n    if (o) {\\n      add(\\n        box,\\n        el(\\n          \\"div\\",\\n          \\"muted\\",\\n          `Output of run ${o.passing_run} (−, passed) and run ${o.failing_run} (+, failed)`\\n        ),\\n        el(\\"pre\\", \\"output-diff\\", o.lines.join(\\"\\\\n\\") + (o.truncated ? \\"\\\\n…\\" : \\"\\"))\\n      );\\n    }\\n    return box;\\n  }\\n  function renderVerdict(data) {\\n    const g = data.report.gate;\\n    const verdict = byId(\\"verdict\\");\\n    verdict.classList.add(g.passed ? \\"pass\\" : \\"fail\\");\\n    add(verdict, el(\\"div\\", null, verdictHeadline(g)));\\n    const reasons = gateReasons(g);\\n    if (reasons.length) {\\n      const ul = el(\\"ul\\");\\n      for (const line of reasons) add(ul, el(\\"li\\", null, line));\\n      add(verdict, ul);\\n    }\\n    add(verdict, el(\\"div\\", \\"muted\\", thresholdsLine(g)));\\n  }\\n  function renderDiff(data) {\\n    const d = data.diff;\\n    if (!d) return;\\n    byId(\\"diff-section\\").hidden = false;\\n    const box = byId(\\"diff\\");\\n    add(box, el(\\"p\\", null, diffSummaryLine(d)));\\n    const lines = comparisonLines(d);\\n    if (lines.length) {\\n      const ul = el(\\"ul\\", \\"comparison\\");\\n      for (const line of lines) add(ul, el(\\"li\\", null, line));\\n      add(box, ul);\\n    }\\n    const changed = d.cases.filter(listedInDiff);\\n    if (!changed.length) {\\n      add(box, el(\\"p\\", \\"muted\\", \\"No case changed.\\"));\\n      return;\\n    }\\n    const t = el(\\"table\\", \\"diff-table\\");\\n    const pooled = d.comparison !== void 0;\\n    const head = add(\\n      el(\\"tr\\"),\\n      el(\\"th\\", null, \\"Case\\"),\\n      el(\\"th\\", null, \\"Change\\"),\\n      pooled ? el(\\"th\\", null, \\"Verdict\\") : null,\\n      el(\\"th\\", null, \\"Runs\\"),\\n      el(\\"th\\", \\"num\\", \\"Δ pass rate\\"),\\n      el(\\"th\\", \\"num\\", \\"p\\")\\n    );\\n    add(t, add(el(\\"thead\\"), head));\\n    const tb = el(\\"tbody\\");\\n    for (const c of changed.slice(0, DIFF_ROWS)) {\\n      const [id, change, runs, delta, p] = diffCells(c);\\n      add(\\n        tb,\\n        add(\\n          el(\\"tr\\", c.compare?.verdict === \\"regression\\" ? \\"regression\\" : null),\\n          el(\\"td\\", null, id),\\n          el(\\"td\\", null, change),\\n          pooled ? el(\\"td\\", \\"verdict\\", verdictCell(c)) : null,\\n          el(\\"td\\", null, runs),\\n          el(\\"td\\", \\"num\\", delta),\\n          el(\\"td\\", \\"num\\", p)\\n        )\\n      );\\n    }\\n    add(box, add(t, tb));\\n    if (changed.length > DIFF_ROWS)\\n      add(box, el(\\"p\\", \\"muted\\", `${changed.length - DIFF_ROWS} more changed cases not listed.`));\\n  }\\n  function caseTable(rows) {\\n    const state = initialState();\\n    let view = rows;\\n    const tbody = byId(\\"cases-body\\");\\n    const headers = Array.from(document.querySelectorAll(\\"#cases th\\"));\\n    function apply() {\\n      view = selectRows(rows, state);\\n      state.page = Math.min(state.page, pageCount(view.length) - 1);\\n      renderTable();\\n    }\\n    function renderTable() {\\n      const [start, end] = pageRange(view.length, state.page);\\n      const frag = document.createDocumentFragment();\\n      for (let k = start; k < end; k++) {\\n        const row = view[k];\\n        frag.appendChild(caseRow(row, state.expanded.has(row.i)));\\n        if (state.expanded.has(row.i)) frag.appendChild(detailRow(row));\\n      }\\n      tbody.replaceChildren(frag);\\n      byId(\\"count\\").textContent = countText(view.length, rows.length);\\n      byId(\\"page-info\\").textContent = pageInfo(view.length, state.page);\\n      byId(\\"prev\\").disabled = state.page === 0;\\n      byId(\\"next\\").disabled = state.page >= pageCount(view.length) - 1;\\n      for (const th of headers) {\\n        if (th.dataset.col === state.col)\\n          th.setAttribute(\\"aria-sort\\", state.dir > 0 ? \\"ascending\\" : \\"descending\\");\\n        else th.removeAttribute(\\"aria-sort\\");\\n      }\\n    }\\n    const text = byId(\\"filter-text\\");\\n    function setText(v) {\\n      text.value = v;\\n      state.text = v;\\n      state.page = 0;\\n      apply();\\n    }\\n    text.addEventListener(\\"input\\", () => setText(text.value));\\n    const selects = [\\n      [\\"filter-status\\", \\"status\\"],\\n      [\\"filter-verdict\\", \\"verdict\\"],\\n      [\\"filter-class\\", \\"cls\\"]\\n    ];\\n    for (const [id, key2] of selects) {\\n      const select = byId(id);\\n      select.addEventListener(\\"change\\", () => {\\n        state[key2] = select.value;\\n        state.page = 0;\\n        apply();\\n      });\\n    }\\n    for (const th of headers) {\\n      th.querySelector(\\"button\\")?.addEventListener(\\"click\\", () => {\\n        const col = th.dataset.col;\\n        if (!COLUMNS.includes(col)) return;\\n        sortBy(state, col);\\n        apply();\\n      });\\n    }\\n    tbody.addEventListener(\\"click\\", (e) => {\\n      const tr = e.target.closest(\\"tr.case-row\\");\\n      if (!tr) return;\\n      const i = Number(tr.dataset.index);\\n      if (state.expanded.has(i)) state.expanded.delete(i);\\n      else state.expanded.add(i);\\n      renderTable();\\n    });\\n    byId(\\"prev\\").addEventListener(\\"click\\", () => {\\n      if (state.page > 0) {\\n        state.page--;\\n        renderTable();\\n      }\\n    });\\n    byId(\\"next\\").addEventListener(\\"click\\", () => {\\n      state.page++;\\n      apply();\\n    });\\n    return { apply, setText };\\n  }\\n  function caseRow(r, expanded) {\\n    const c = r.c;\\n    const tr = el(\\"tr\\", \\"case-row\\");\\n    tr.dataset.index = String(r.i);\\n    tr.setAttribute(\\"aria-expanded\\", expanded ? \\"true\\" : \\"false\\");\\n    const idCell = add(\\n      el(\\"td\\", \\"case-id\\"),\\n      el(\\"span\\", \\"tog\\", expanded ? \\"▾\\" : \\"▸\\"),\\n      el(\\"span\\", \\"id\\", c.id)\\n    );\\n    const h = historyOf(c);\\n    if (h) add(idCell, sparkline(h, 4 * h.outcomes.length + 2, 14));\\n    const skipped = c.status === \\"skipped\\";\\n    return add(\\n      tr,\\n      el(\\"td\\", `st st-${r.key}`, statusLabel(r.key)),\\n      idCell,\\n      el(\\"td\\", \\"suite\\", c.suite),\\n      el(\\"td\\", \\"num\\", skipped ? \\"—\\" : `${c.passed}/${c.runs}`),\\n      el(\\"td\\", \\"num\\", skipped ? \\"—\\" : percent(c.pass_rate)),\\n      el(\\"td\\", \\"num\\", skipped ? \\"—\\" : interval(c.interval.low, c.interval.high)),\\n      el(\\"td\\", null, c.verdict),\\n      el(\\"td\\", null, skipped ? \\"—\\" : words(c.class)),\\n      el(\\"td\\", \\"num\\", skipped ? \\"—\\" : duration(c.avg_duration_ms))\\n    );\\n  }\\n  function detailRow(r) {\\n    const c = r.c;\\n    const hist = historyOf(c);\\n    const cmp = compares.get(`${c.suite}\\\\0${c.id}`);\\n    const tr = el(\\"tr\\", \\"detail\\");\\n    tr.dataset.index = String(r.i);\\n    const td = el(\\"td\\");\\n    td.colSpan = 9;\\n    add(\\n      td,\\n      kv([\\n        [\\"file\\", `${c.file}:${c.line}`],\\n        [\\"format\\", c.format],\\n        [\\"threshold\\", ratioPercent(c.threshold)],\\n        [\\"consistency\\", ratioPercent(c.consistency)],\\n        [\\n          \\"duration\\",\\n          `avg ${duration(c.avg_duration_ms)} · min ${duration(c.min_duration_ms)} · max ${duration(c.max_duration_ms)} · σ ${duration(c.std_deviation_ms)}`\\n        ],\\n        [\\"tags\\", (c.tags ?? []).join(\\", \\")],\\n        [\\n          \\"history\\",\\n          hist ? `${flakyInLine(hist)} · pass rate per run, oldest first: ${seriesText(historyPoints(hist))}` : void 0\\n        ],\\n        [\\"vs base branch\\", cmp ? caseVerdictText(cmp) : void 0],\\n        [\\"can detect\\", cmp ? caseDetectText(cmp) : void 0],\\n        [\\"pass^k / pass@k\\", casePassKText(c)],\\n        [\\"runs\\", c.runs_reason],\\n        [\\"skipped\\", c.skip_reason],\\n        // A case\'s error is its first failing run\'s, shown with that run.\\n        [\\"error\\", c.run_details.some((a) => a.error === c.error) ? void 0 : c.error]\\n      ])\\n    );\\n    if (hist) add(td, add(el(\\"div\\", \\"history\\"), sparkline(hist, 12 * hist.outcomes.length, 32)));\\n    add(td, whyBox(c));\\n    add(td, tracePairBox(c));\\n    if (c.input !== void 0) add(td, el(\\"h3\\", null, \\"Input\\"), pre(c.input));\\n    if (c.expected !== void 0) add(td, el(\\"h3\\", null, \\"Expected\\"), pre(c.expected));\\n    if (c.run_details.length) add(td, el(\\"h3\\", null, \\"Runs\\"));\\n    for (const a of c.run_details) add(td, attemptBox(a));\\n    return add(tr, td);\\n  }\\n  function errorOf(a) {\\n    return errorWithoutStderr(a.error ?? \\"\\", a.transcript?.stderr);\\n  }\\n  function attemptBox(a) {\\n    const d = el(\\"details\\", \\"attempt\\");\\n    d.dataset.run = String(a.run);\\n    add(\\n      d,\\n      add(\\n        el(\\"summary\\"),\\n        el(\\"span\\", `st st-${a.status}`, statusLabel(a.status)),\\n        el(\\"span\\", null, attemptSummary(a, errorOf(a)))\\n      )\\n    );\\n    let built = false;\\n    d.addEventListener(\\"toggle\\", () => {\\n      if (!d.open || built) return;\\n      built = true;\\n      add(d, attemptBody(a));\\n    });\\n    return d;\\n  }\\n  function checksTable(checks) {\\n    const t = el(\\"table\\", \\"checks\\");\\n    add(\\n      t,\\n      add(\\n        el(\\"thead\\"),\\n        add(\\n          el(\\"tr\\"),\\n          el(\\"th\\", null, \\"\\"),\\n          el(\\"th\\", null, \\"Check\\"),\\n          el(\\"th\\", null, \\"Expected\\"),\\n          el(\\"th\\", null, \\"Actual\\"),\\n          el(\\"th\\", null, \\"Message\\")\\n        )\\n      )\\n    );\\n    const tb = el(\\"tbody\\");\\n    for (const ch of checks) {\\n      const kind = ch.type + (ch.negate ? \\" (negated)\\" : \\"\\") + (ch.score != null ? ` · score ${ch.score}` : \\"\\");\\n      add(\\n        tb,\\n        add(\\n          el(\\"tr\\", `check ${ch.passed ? \\"ok\\" : \\"bad\\"}`),\\n          el(\\"td\\", `st ${ch.passed ? \\"st-passed\\" : \\"st-failed\\"}`, ch.passed ? \\"✓\\" : \\"✗\\"),\\n          add(el(\\"td\\"), el(\\"div\\", null, ch.label), el(\\"div\\", \\"muted\\", kind)),\\n          add(el(\\"td\\"), ch.expected !== void 0 ? pre(ch.expected) : null),\\n          add(el(\\"td\\"), ch.actual !== void 0 ? pre(ch.actual) : null),\\n          el(\\"td\\", null, [ch.message, ch.error].filter(Boolean).join(\\"\\\\n\\"))\\n        )\\n      );\\n    }\\n    return add(t, tb);\\n  }\\n  function attemptBody(a) {\\n    const body = el(\\"div\\", \\"body\\");\\n    if (a.error) add(body, el(\\"h3\\", null, \\"Error\\"), pre(errorOf(a)));\\n    if (a.checks.length) add(body, el(\\"h3\\", null, \\"Checks\\"), checksTable(a.checks));\\n    if (a.output !== void 0) add(body, el(\\"h3\\", null, \\"Output\\"), pre(a.output));\\n    const tr = a.transcript;\\n    if (tr) {\\n      if (tr.messages?.length) {\\n        add(body, el(\\"h3\\", null, \\"Messages\\"));\\n        for (const m of tr.messages) {\\n          const box = el(\\"div\\", `msg${m.is_error ? \\" tool-error\\" : \\"\\"}`);\\n          add(box, el(\\"div\\", \\"role\\", messageRole(m)));\\n          if (m.reasoning) add(box, el(\\"div\\", \\"muted\\", `reasoning: ${m.reasoning}`));\\n          const content = messageContent(m);\\n          if (content !== null && content !== \\"\\") add(box, pre(content));\\n          for (const tc of m.tool_calls ?? [])\\n            add(\\n              box,\\n              el(\\"div\\", null, `→ ${tc.function.name} (${tc.id})`),\\n              pre(prettyArguments(tc.function.arguments))\\n            );\\n          add(body, box);\\n        }\\n      }\\n      if (tr.tool_calls?.length) {\\n        add(body, el(\\"h3\\", null, \\"Tool calls\\"));\\n        for (const tc of tr.tool_calls) {\\n          const box = el(\\"div\\", `msg${tc.is_error ? \\" tool-error\\" : \\"\\"}`);\\n          add(\\n            box,\\n            el(\\n              \\"div\\",\\n              \\"role\\",\\n              tc.name + (tc.server ? ` @ ${tc.server}` : \\"\\") + (tc.is_error ? \\" · error\\" : \\"\\")\\n            )\\n          );\\n          if (tc.arguments !== void 0)\\n            add(box, el(\\"div\\", \\"muted\\", \\"arguments\\"), pre(tc.arguments));\\n          if (tc.result !== void 0) add(box, el(\\"div\\", \\"muted\\", \\"result\\"), pre(tc.result));\\n          add(body, box);\\n        }\\n      }\\n      if (tr.mock_calls?.length) {\\n        add(body, el(\\"h3\\", null, \\"Mock calls\\"));\\n        for (const mc of tr.mock_calls)\\n          add(\\n            body,\\n            add(\\n              el(\\"div\\", \\"msg\\"),\\n              el(\\"div\\", \\"role\\", `${mc.tool} · ${mc.action}${mc.mock ? ` · ${mc.mock}` : \\"\\"}`),\\n              pre(mc.input)\\n            )\\n          );\\n      }\\n      add(\\n        body,\\n        kv([\\n          [\\"usage\\", usageText(tr.usage ?? a.usage)],\\n          [\\"judge/simulator\\", usageText(a.eval_usage)],\\n          [\\"finish\\", tr.finish_reason],\\n          [\\"exit code\\", tr.exit_code != null ? String(tr.exit_code) : \\"\\"]\\n        ])\\n      );\\n      if (tr.trace) add(body, el(\\"h3\\", null, \\"Trace\\"), traceView(tr.trace));\\n      if (tr.stderr) add(body, el(\\"h3\\", null, \\"Stderr\\"), pre(tr.stderr));\\n      if (tr.logs?.length) add(body, el(\\"h3\\", null, \\"Logs\\"), pre(tr.logs.join(\\"\\\\n\\")));\\n      if (tr.effects) add(body, el(\\"h3\\", null, \\"Effects\\"), pre(tr.effects));\\n    } else if (a.usage || a.eval_usage) {\\n      add(\\n        body,\\n        kv([\\n          [\\"usage\\", usageText(a.usage, false)],\\n          [\\"judge/simulator\\", usageText(a.eval_usage)]\\n        ])\\n      );\\n    }\\n    if (a.transcript_omitted)\\n      add(body, el(\\"div\\", \\"note\\", \\"Transcript left out to keep this report small; see report.json.\\"));\\n    return body;\\n  }\\n  function drawChart(rows, caseThreshold, setText) {\\n    const chart = chartModel(rows, caseThreshold);\\n    const s = svg(\\"svg\\", { viewBox: `0 0 ${WIDTH} ${HEIGHT + PAD + 14}`, role: \\"img\\" });\\n    const title = svg(\\"title\\");\\n    title.textContent = chart.title;\\n    s.appendChild(title);\\n    add(\\n      s,\\n      svg(\\"line\\", { x1: PAD, y1: HEIGHT, x2: WIDTH, y2: HEIGHT, class: \\"axis\\" }),\\n      svg(\\"line\\", { x1: PAD, y1: 0, x2: PAD, y2: HEIGHT, class: \\"axis\\" })\\n    );\\n    for (const l of chart.yLabels) {\\n      const t = svg(\\"text\\", { x: 0, y: l.y, class: \\"y-label\\" });\\n      t.textContent = l.text;\\n      s.appendChild(t);\\n    }\\n    const tooltip = (shape, text) => {\\n      const tt = svg(\\"title\\");\\n      tt.textContent = text;\\n      shape.appendChild(tt);\\n    };\\n    if (chart.kind === \\"bars\\") {\\n      for (const b of chart.bars) {\\n        const rect = svg(\\"rect\\", {\\n          x: b.x,\\n          y: b.y,\\n          width: b.width,\\n          height: b.height,\\n          fill: b.fill,\\n          class: \\"bar\\"\\n        });\\n        rect.dataset.index = String(b.index);\\n        tooltip(rect, b.title);\\n        rect.addEventListener(\\"click\\", () => setText(b.id));\\n        s.appendChild(rect);\\n      }\\n      s.appendChild(\\n        svg(\\"line\\", {\\n          x1: PAD,\\n          y1: chart.thresholdY,\\n          x2: WIDTH,\\n          y2: chart.thresholdY,\\n          class: \\"threshold\\"\\n        })\\n      );\\n    } else {\\n      for (const b of chart.buckets) {\\n        const rect = svg(\\"rect\\", {\\n          x: b.x,\\n          y: b.y,\\n          width: b.width,\\n          height: b.height,\\n          fill: b.fill,\\n          class: \\"bucket\\"\\n        });\\n        tooltip(rect, b.title);\\n        s.appendChild(rect);\\n        const lab = svg(\\"text\\", { x: b.labelX, y: HEIGHT + 14 });\\n        lab.textContent = b.label;\\n        s.appendChild(lab);\\n        const cnt = svg(\\"text\\", { x: b.countX, y: b.y - 3 });\\n        cnt.textContent = String(b.count);\\n        s.appendChild(cnt);\\n      }\\n    }\\n    const cap = svg(\\"text\\", { x: PAD, y: HEIGHT + PAD + 8 });\\n    cap.textContent = caption(chart);\\n    s.appendChild(cap);\\n    byId(\\"chart\\").replaceChildren(s);\\n  }\\n\\n  // src/render/report-client/index.ts\\n  var block = document.getElementById(\\"agentci-data\\");\\n  decodeDataBlock(block?.textContent ?? \\"\\", block?.getAttribute(\\"data-encoding\\") ?? null).then(\\n    renderPage,\\n    (e) => {\\n      const p = document.createElement(\\"p\\");\\n      p.className = \\"banner fail\\";\\n      p.textContent = `This report could not be read: ${e instanceof Error ? e.message : String(e)}`;\\n      document.querySelector(\\"main\\")?.prepend(p);\\n      throw e;\\n    }\\n  );\\n})();\\n"}');
    const code3 = built[name];
    if (typeof code3 !== "string") throw new Error(`program ${name} is missing from this build`);
    return code3;
  }
  let code2 = cache.get(name);
  if (code2 === void 0) {
    code2 = compileProgram(name);
    cache.set(name, code2);
  }
  return code2;
}
function programArgs(name, ...args) {
  return ["--input-type=module", "-e", programSource(name), ...args];
}
function compileProgram(name) {
  const { entry, platform } = PROGRAMS[name];
  const found = findPackageFile(entry);
  if (!("path" in found)) throw new Error(`${entry} not found`);
  const esbuild = createRequire(import.meta.url)("esbuild");
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [found.path],
    bundle: true,
    write: false,
    platform,
    format: platform === "node" ? "esm" : "iife",
    target: platform === "node" ? "node20" : "es2022",
    charset: "utf8",
    legalComments: "none",
    logLevel: "silent"
  });
  return outputFiles[0].text;
}

// src/render/report-client/trace-tree.ts
function key3(traceId, spanId) {
  return `${traceId}/${spanId}`;
}
function summariseTrace(t, max) {
  if (t.spans.length <= max) return t;
  const byKey = new Map(t.spans.map((s) => [key3(s.trace_id, s.span_id), s]));
  const keep = /* @__PURE__ */ new Set();
  const withAncestors = (s) => {
    let cur = s;
    while (cur && !keep.has(cur) && keep.size < max) {
      keep.add(cur);
      cur = cur.parent_id ? byKey.get(key3(cur.trace_id, cur.parent_id)) : void 0;
    }
  };
  for (const s of t.spans) if (s.role || s.status === "error") withAncestors(s);
  for (const s of t.spans) {
    if (keep.size >= max) break;
    keep.add(s);
  }
  const spans = t.spans.filter((s) => keep.has(s));
  return { ...t, spans, omitted_in_page: t.spans.length - spans.length };
}
function tracePair(c) {
  const traced = (a) => a.transcript?.trace !== void 0;
  const failing = c.run_details.find(
    (a) => a.status !== "passed" && a.status !== "skipped" && traced(a)
  );
  if (!failing) return void 0;
  const compared = c.flaky_why?.divergence.find((d) => d.runs.includes(failing.run))?.passing_run;
  const passing = c.run_details.find((a) => a.run === compared && a.status === "passed" && traced(a)) ?? c.run_details.find((a) => a.status === "passed" && traced(a));
  return passing ? { passing, failing } : void 0;
}

// src/render/html.ts
function reportClient() {
  const code2 = programSource("report-client");
  if (/<\/script|<!--/i.test(code2))
    throw new Error("the report page script contains </script or <!--: it cannot be inlined");
  return code2;
}
function mapAttempts(report, fn) {
  return {
    ...report,
    results: report.results.map((c) => ({ ...c, run_details: c.run_details.map((a) => fn(a, c)) }))
  };
}
function estimateBytes(report) {
  const n = report.results.length;
  const step = Math.max(1, Math.floor(n / 200));
  let bytes = 0;
  let sampled = 0;
  for (let i = 0; i < n; i += step) {
    bytes += Buffer.byteLength(JSON.stringify(report.results[i]), "utf8");
    sampled++;
  }
  return sampled === 0 ? 0 : bytes / sampled * n;
}
var MAX_PAGE_SPANS = 200;
function withoutTranscript(a, c) {
  const { transcript: t, ...rest } = a;
  const pair = t?.trace ? tracePair(c) : void 0;
  if (t?.trace && pair?.passing.run === a.run)
    return {
      ...rest,
      transcript_omitted: true,
      transcript: { messages: [], tool_calls: [], mock_calls: [], events: [], trace: t.trace }
    };
  return { ...rest, transcript_omitted: true };
}
var STAGES = [
  (r) => ({
    report: mapAttempts(r, (a, c) => {
      if (a.status !== "passed" || !a.transcript) return a;
      return withoutTranscript(a, c);
    }),
    note: "Transcripts of passing runs are left out to keep this report small; report.json has them."
  }),
  (r) => ({
    report: mapAttempts(r, (a) => {
      if (a.status !== "passed") return a;
      const { output: _o, started_at: _s, ...rest } = a;
      return { ...rest, checks: a.checks.map(({ actual: _a, expected: _e, ...ch }) => ch) };
    }),
    note: "Outputs of passing runs are left out as well."
  }),
  (r) => ({
    report: mapAttempts(r, (a, c) => {
      const firstFailing = c.run_details.find(
        (x) => x.status !== "passed" && x.status !== "skipped"
      );
      if (a === firstFailing || !a.transcript) return a;
      return withoutTranscript(a, c);
    }),
    note: "Only each case's first failing run keeps its transcript."
  })
];
function forDisplay(_key, value) {
  return typeof value === "string" ? stripControls(value) : value;
}
function compact(report, maxBytes, wrap) {
  const notes = [];
  let summarised = 0;
  let current = {
    ...report,
    results: report.results.map(({ output: _o, ...c }) => ({
      ...c,
      // Worked out before transcripts are dropped below (reports written before flaky_why existed).
      ...c.flaky && !c.flaky_why ? flakyWhyField(c.run_details) : {},
      run_details: c.run_details.map(({ id: _i, suite: _s, ...a }) => {
        const trace = a.transcript?.trace;
        if (!trace || trace.spans.length <= MAX_PAGE_SPANS) return a;
        summarised++;
        return {
          ...a,
          transcript: { ...a.transcript, trace: summariseTrace(trace, MAX_PAGE_SPANS) }
        };
      })
    }))
  };
  if (summarised > 0)
    notes.push(
      `${summarised} trace${summarised === 1 ? "" : "s"} of more than ${MAX_PAGE_SPANS} spans ${summarised === 1 ? "is" : "are"} shown summarised (tool, model, agent and failing spans, with the spans above them); report.json has every span.`
    );
  for (let i = 0; ; i++) {
    const last = i === STAGES.length;
    if (last || estimateBytes(current) <= maxBytes) {
      const json = inertJsonText(JSON.stringify(wrap(current, notes), forDisplay));
      if (last || Buffer.byteLength(json, "utf8") <= maxBytes) return { json, notes };
    }
    const next = STAGES[i](current);
    current = next.report;
    notes.push(next.note);
  }
}
var HTML_COMPRESS_ABOVE_BYTES = 2e6;
function pageData(report, opts) {
  const max = opts.maxBytes ?? DEFAULT_HTML_MAX_BYTES;
  const generated_at = stampOf(opts.now, report.metadata.completed_at);
  const { json } = compact(report, max, (r, notes) => ({
    generated_at,
    report_url: opts.reportUrl ?? null,
    run_url: opts.runUrl ?? null,
    diff: opts.diff ?? null,
    notes,
    report: r
  }));
  if (Buffer.byteLength(json, "utf8") > HTML_COMPRESS_ABOVE_BYTES) {
    return { text: gzipSync(json, { level: 6 }).toString("base64"), compressed: true };
  }
  return { text: escapeScriptJson(json), compressed: false };
}
var DATA_SLOT = "\0agentci-data\0";
var htmlHelpers = {
  /** JSON for the data block, already escaped for a `<script>` element. */
  json: (v) => safe(v === DATA_SLOT ? DATA_SLOT : jsonForScript(v)),
  /** The page script, bundled from src/render/report-client/. */
  reportClient: () => safe(reportClient())
};
function applyCsp(html) {
  const hashes = [];
  const re = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const type = /type\s*=\s*["']?([^"'\s>]+)/i.exec(m[1] ?? "")?.[1];
    if (type && !/^(text\/javascript|module|application\/javascript)$/i.test(type)) continue;
    hashes.push(`'sha256-${createHash2("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  const policy = [
    "default-src 'none'",
    `script-src ${hashes.length ? hashes.join(" ") : "'none'"}`,
    "style-src 'unsafe-inline'",
    "img-src data:",
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
  return html.replace('content="AGENTCI_CSP"', `content="${policy}"`);
}
function renderHtml(report, opts = {}) {
  const tpl = compileTemplate("report.html.hbs", htmlHelpers, opts.templatesDir);
  const title = `agentci report: ${report.gate.passed ? "passed" : "failed"} · ${report.summary.passed}/${plural(report.summary.total_cases, "case")} · ${percent(report.summary.overall_pass_rate)}`;
  const data = pageData(report, opts);
  const html = applyCsp(
    tpl({
      title,
      version: report.metadata.version,
      report,
      diff: opts.diff,
      data: DATA_SLOT,
      compressed: data.compressed
    })
  );
  const at = html.indexOf(DATA_SLOT);
  if (at < 0) return html;
  return html.slice(0, at) + data.text + html.slice(at + DATA_SLOT.length);
}

// src/render/json.ts
function renderJson(report) {
  return `${inertJsonText(JSON.stringify(report, null, 2))}
`;
}
function* renderJsonChunks(report) {
  const { results, ...rest } = report;
  const head = inertJsonText(JSON.stringify(rest, null, 2));
  yield `${head.slice(0, -2)},
  "results": [`;
  let first = true;
  for (const r of results) {
    yield `${first ? "" : ","}
    ${inertJsonText(JSON.stringify(r))}`;
    first = false;
  }
  yield `${results.length ? "\n  " : ""}]
}
`;
}

// src/model/skilltest-transcript.ts
function argumentsOf(raw) {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
function skilltestMessages(messages) {
  const out = [];
  let events = [];
  const names = /* @__PURE__ */ new Map();
  const event = (e) => events.push({ ...e, index: events.length });
  for (const m of messages) {
    if (m.role === "system") continue;
    if (m.role === "tool") {
      event({
        kind: "tool_result",
        name: null,
        input: null,
        output: messageText(m.content)
      });
      continue;
    }
    if (m.role === "assistant" && m.tool_calls && m.tool_calls.length > 0) {
      for (const c of m.tool_calls) {
        names.set(c.id, c.function.name);
        event({
          kind: "tool_call",
          name: c.function.name,
          input: argumentsOf(c.function.arguments),
          output: null
        });
      }
      continue;
    }
    const msg = { role: m.role, content: messageText(m.content) };
    const own = m.events;
    if (m.role === "assistant" && Array.isArray(own) && own.length > 0) {
      msg.events = [...events, ...own];
      events = [];
    } else if (m.role === "assistant" && events.length > 0) {
      msg.events = events;
      events = [];
    }
    out.push(msg);
  }
  if (events.length > 0) out.push({ role: "assistant", content: "", events });
  return out;
}

// src/render/skilltest.ts
function detailOf(k) {
  if (k.detail) return k.detail;
  const d = { kind: k.type };
  if (k.expected !== void 0) d.expected = k.expected;
  if (k.actual !== void 0) d.value = k.actual;
  if (k.error !== void 0) d.error = k.error;
  return d;
}
function conversationOf(r, a) {
  const stored = a.transcript?.messages ?? [];
  if (stored.length > 0 || a.output === void 0) return stored;
  let input = [];
  try {
    input = r.input !== void 0 ? inputToMessages(r.input) : [];
  } catch {
    input = [];
  }
  const content = typeof a.output === "string" ? a.output : JSON.stringify(a.output);
  return [...input, { role: "assistant", content }];
}
function mockCallOf(c) {
  if (c.action === "spy")
    return { tool: c.tool, input: c.input, action: "allow", rule: null, mock: null };
  return {
    tool: c.tool,
    input: c.input,
    action: c.action,
    rule: c.rule ?? null,
    mock: c.mock ?? null
  };
}
function addUsage(into, u) {
  if (!u) return into;
  const sum = into ?? { input_tokens: 0, output_tokens: 0 };
  sum.input_tokens = (sum.input_tokens ?? 0) + u.input_tokens;
  sum.output_tokens = (sum.output_tokens ?? 0) + u.output_tokens;
  if (u.cost_usd !== void 0) sum.cost_usd = (sum.cost_usd ?? 0) + u.cost_usd;
  return sum;
}
function toRun(r, a, platform, model) {
  const messages = skilltestMessages(conversationOf(r, a));
  const mockCalls = a.transcript?.mock_calls ?? [];
  const channel = mockCalls.length > 0 || a.transcript?.mock_channel === true;
  const run = {
    // A matrix run (`-p`/`-m`) is keyed by the case name with its own platform and model.
    case: r.matrix?.name ?? r.id,
    // The report keeps the case file, not the skill folder; the case file names its skill.
    skill: r.file,
    platform,
    model,
    passed: a.status === "passed",
    turns: messages.filter((m) => m.role === "assistant").length,
    evals: a.checks.map((k) => ({
      label: k.label,
      passed: k.passed,
      detail: detailOf(k),
      reason: k.message ?? k.error ?? ""
    })),
    transcript: { messages },
    mock_calls: channel ? mockCalls.map(mockCallOf) : null,
    status: a.status,
    run: a.run
  };
  const usage = addUsage(addUsage(void 0, a.usage ?? a.transcript?.usage), a.eval_usage);
  if (usage) run.usage = usage;
  if (a.error !== void 0) run.error = a.error;
  return run;
}
function toSkilltestReport(report) {
  const opts = report.metadata.options;
  const platform = `agentci${opts.agent?.kind ? `:${opts.agent.kind}` : ""}`;
  const model = opts.agent?.description ?? report.summary.agent_id ?? "";
  const runs = [];
  for (const r of report.results)
    for (const a of r.run_details)
      if (a.status !== "skipped")
        runs.push(toRun(r, a, r.matrix?.platform ?? platform, r.matrix?.model ?? model));
  const passed = runs.filter((x) => x.passed).length;
  let usage;
  for (const x of runs)
    if (x.usage)
      usage = addUsage(usage, {
        input_tokens: x.usage.input_tokens ?? 0,
        output_tokens: x.usage.output_tokens ?? 0,
        ...typeof x.usage.cost_usd === "number" ? { cost_usd: x.usage.cost_usd } : {}
      });
  return {
    passed: runs.length > 0 && passed === runs.length,
    summary: {
      cases: new Set(runs.map((x) => x.case)).size,
      runs: runs.length,
      passed,
      failed: runs.length - passed,
      ...usage ? { usage } : {}
    },
    runs
  };
}
function renderSkilltest(report) {
  return `${inertJsonText(JSON.stringify(toSkilltestReport(report), null, 2))}
`;
}
function calls(n) {
  return `${n} call${n === 1 ? "" : "s"}`;
}
function detailSummary(d) {
  const symbol = { gte: ">=", gt: ">", lte: "<=", lt: "<" };
  switch (d.kind) {
    case "boolean":
      return `${String(d.value)} (expected ${String(d.expected)})`;
    case "numeric":
      return `${String(d.value)} ${symbol[String(d.comparator)] ?? String(d.comparator)} ${String(d.threshold)}`;
    case "calls": {
      const n = typeof d.count === "number" ? d.count : 0;
      if (d.negated === true) return `${calls(n)}, expected none`;
      return `${calls(n)}, expected ${typeof d.times === "number" ? `exactly ${d.times}` : "at least 1"}`;
    }
    default:
      return typeof d.error === "string" ? `error: ${d.error}` : "not scored";
  }
}
function renderSkilltestHuman(report) {
  const r = toSkilltestReport(report);
  let out = "";
  for (const run of r.runs) {
    out += `${run.passed ? "PASS" : "FAIL"}  ${run.case} [${run.platform}/${run.model}]
`;
    for (const e of run.evals)
      if (!e.passed) out += `      - ${e.label}: ${detailSummary(e.detail)} (${e.reason})
`;
  }
  out += `${r.summary.passed}/${r.summary.runs} runs passed
`;
  const u = r.summary.usage;
  if (u) {
    const parts = [];
    if (typeof u.cost_usd === "number") parts.push(`$${u.cost_usd.toFixed(4)}`);
    parts.push(`${u.input_tokens ?? 0} in / ${u.output_tokens ?? 0} out tokens`);
    out += `usage: ${parts.join(", ")}
`;
  }
  return out;
}

// src/render/yao-report.ts
var LISTS = /* @__PURE__ */ new Set(["results", "stability_results", "skipped_results"]);
function* renderYaoReportChunks(report, info) {
  for (const chunk of yaoChunks(report, info)) yield inertJsonText(chunk);
}
function* yaoChunks(report, info) {
  const entries = Object.entries(toYaoReport(report, info));
  yield "{";
  for (const [i, [k, v]] of entries.entries()) {
    const sep = i === entries.length - 1 ? "" : ",";
    if (LISTS.has(k) && Array.isArray(v)) {
      yield `
  ${JSON.stringify(k)}: [`;
      for (const [j, item] of v.entries()) yield `${j ? "," : ""}
    ${JSON.stringify(item)}`;
      yield `${v.length ? "\n  " : ""}]${sep}`;
    } else
      yield `
  ${JSON.stringify(k)}: ${JSON.stringify(v, null, 2).replace(/\n/g, "\n  ")}${sep}`;
  }
  yield "\n}\n";
}
function renderYaoReport(report, info) {
  return [...renderYaoReportChunks(report, info)].join("");
}

// src/cli/write-outputs.ts
function formatByExtension(file, mode) {
  const lower = file.toLowerCase();
  if (mode !== "agentci" && lower.endsWith(".skilltest.json")) return "skilltest";
  if (lower.endsWith(".md") || lower.endsWith(".markdown")) return "markdown";
  if (lower.endsWith(".html") || lower.endsWith(".htm")) return "html";
  if (lower.endsWith(".xml")) return "junit";
  if (mode === "yao") return "yao";
  if (lower.endsWith(".jsonl")) return "stream";
  if (lower.endsWith(".json")) return "json";
  return void 0;
}
function outputTargets(flags, cwd, mode = "agentci") {
  const targets = [];
  const problems = [];
  let resultsPath;
  const outputs = Array.isArray(flags.output) ? flags.output : [];
  for (const o of outputs) {
    const abs = path2.resolve(cwd, o);
    const format = formatByExtension(o, mode);
    if (format === "stream") resultsPath = abs;
    else if (format) targets.push({ format, path: abs });
    else
      problems.push({
        file: "-o",
        line: 0,
        field: "",
        message: `${JSON.stringify(o)}: cannot tell the format from the extension (use .json, .jsonl, .md, .html or .xml${mode === "skilltest" ? " or .skilltest.json" : ""})`
      });
  }
  const explicit = [
    ["json", "json"],
    ["report", "json"],
    ["junit", "junit"],
    ["markdown", "markdown"],
    ["html", "html"]
  ];
  for (const [flag, format] of explicit)
    if (typeof flags[flag] === "string")
      targets.push({ format, path: path2.resolve(cwd, flags[flag]) });
  return { targets, resultsPath, problems };
}
function yaoInfoFor(report, file, info) {
  if (info) return info(file);
  const runs = report.metadata.options.runs;
  return { input: "", outputFile: file, runs: typeof runs === "number" ? runs : 1 };
}
function yaoFormat(file) {
  const ext = path2.extname(file).toLowerCase();
  if (ext === ".html" || ext === ".htm") return "html";
  if (ext === ".md" || ext === ".markdown") return "markdown";
  return "json";
}
function renderFormat(report, format, opts, file = "") {
  switch (format) {
    case "json":
      return renderJson(report);
    case "yao":
      return renderYaoReport(report, yaoInfoFor(report, file, opts.yao));
    case "markdown":
      return renderMarkdown(report, {
        templatesDir: opts.templatesDir,
        diff: opts.diff,
        runUrl: opts.runUrl
      });
    case "html":
      return renderHtml(report, {
        templatesDir: opts.templatesDir,
        diff: opts.diff,
        runUrl: opts.runUrl
      });
    case "junit":
      return renderJunit(report, { junitExtensions: opts.junitExtensions });
    case "skilltest":
      return renderSkilltest(report);
  }
}
var OutputsWriteError = class extends Error {
  constructor(written, failures) {
    super(failures.join("; "));
    this.written = written;
    this.failures = failures;
    this.name = "OutputsWriteError";
  }
  written;
  failures;
};
async function writeOutputs(report, targets, opts) {
  const written = [];
  const failures = [];
  for (const t of targets) {
    try {
      const reporter = opts.reporter && (t.format === "yao" || t.format === "markdown" || t.format === "html") ? opts.reporter : void 0;
      const text = reporter ? await reporter(
        toYaoReport(report, yaoInfoFor(report, t.path, opts.yao)),
        yaoFormat(t.path)
      ) : t.format === "json" ? batched(renderJsonChunks(report)) : t.format === "yao" ? batched(renderYaoReportChunks(report, yaoInfoFor(report, t.path, opts.yao))) : renderFormat(report, t.format, opts, t.path);
      written.push(await writeTextFile(t.path, text, opts.cwd));
    } catch (e) {
      failures.push(e.message);
    }
  }
  if (failures.length) throw new OutputsWriteError(written, failures);
  return written;
}
async function writeTextFile(file, text, cwd) {
  const tmp = `${file}.tmp-${process.pid}`;
  const special = await stat(file).then(
    (st) => !st.isFile() && !st.isDirectory(),
    () => false
  );
  try {
    if (special) await writeFile(file, text);
    else {
      await mkdir(path2.dirname(file), { recursive: true });
      await writeFile(tmp, text);
      await rename(tmp, file);
    }
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => void 0);
    throw new Error(`cannot write ${path2.relative(cwd, file) || file}: ${writeFailureText(e)}`, {
      cause: e
    });
  }
  return file;
}
function* batched(chunks, size = 1 << 20) {
  let buf = [];
  let n = 0;
  for (const c of chunks) {
    buf.push(c);
    n += c.length;
    if (n >= size) {
      yield buf.join("");
      buf = [];
      n = 0;
    }
  }
  if (buf.length) yield buf.join("");
}
function reportOnlyTargets(flags, cwd, command) {
  const outs = outputTargets(flags, cwd);
  if (outs.resultsPath)
    outs.problems.push({
      file: "-o",
      line: 0,
      field: "",
      message: `${command} cannot write a .jsonl stream; use .json, .md, .html or .xml`
    });
  return outs;
}
function listWrites(written, failures, world, c, quiet = false) {
  if (!quiet)
    for (const f of written)
      world.stdout.write(c.dim(`  wrote ${path2.relative(world.cwd, f) || f}
`));
  for (const f of failures) world.stderr.write(`agentci: ${f}
`);
}
async function writeAndList(report, targets, opts, world, c) {
  let written = [];
  let failures = [];
  try {
    written = await writeOutputs(report, targets, opts);
  } catch (e) {
    if (e instanceof OutputsWriteError) ({ written, failures } = e);
    else failures = [e.message];
  }
  listWrites(written, failures, world, c);
  return failures.length ? 3 : void 0;
}

// src/report/gate.ts
var pct = ratioPercent;
var counts3 = (r) => `${r.passed}/${r.runs}`;
var runsOf = (passed, runs) => `${passed}/${plural(runs, "run")}`;
function notEnoughRuns(r, minRuns = DEFAULT_MIN_RUNS) {
  if (r.status === "skipped" && r.run_details.every((a) => a.cause === void 0)) return void 0;
  const e = evidenceOf(r);
  const need = minRunsOf(e.planned, minRuns);
  if (e.runs >= need) return void 0;
  const lost = lostText(e.lost);
  return `${e.runs} of the ${plural(need, "run")} it needs gave evidence${lost ? ` (${lost})` : ""}`;
}
function applyGate(report, opts) {
  const reasons = [];
  const waived = opts.waived ?? /* @__PURE__ */ new Set();
  const minRuns = opts.minRuns ?? DEFAULT_MIN_RUNS;
  const short = /* @__PURE__ */ new Map();
  for (const r of report.results) {
    if (waived.has(r.id)) continue;
    const why = notEnoughRuns(r, minRuns);
    if (why) short.set(r, why);
  }
  const gated = report.results.filter(
    (r) => (r.status !== "skipped" || short.has(r)) && !waived.has(r.id)
  );
  const meets = (r) => r.status === "passed" && !short.has(r);
  if (opts.runtimeError) reasons.push({ gate: "runtime", message: opts.runtimeError });
  const hard = gated.filter((r) => !meets(r) && r.threshold_declared === true);
  for (const r of hard)
    reasons.push({
      gate: "case_threshold",
      message: short.has(r) ? `case ${r.id}: not enough runs: ${short.get(r)}; it must reach its own threshold ${pct(r.threshold)}` : `case ${r.id} passed ${runsOf(r.passed, r.runs)} (${pct(r.passed / Math.max(1, r.runs))}), below its own threshold ${pct(r.threshold)}`
    });
  const passing = gated.filter(meets).length;
  const share = gated.length === 0 ? 1 : passing / gated.length;
  if (share < opts.threshold) {
    const failing = gated.filter((r) => !meets(r));
    const named2 = failing.slice(0, 5).map((r) => `${r.id} (${short.has(r) ? "not enough runs" : counts3(r)})`).join(", ");
    const more = failing.length > 5 ? ` and ${failing.length - 5} more` : "";
    const shortCount = failing.filter((r) => short.has(r)).length;
    const shortNote = shortCount ? `; ${shortCount} of them had not enough runs (attempts lost to the environment do not count)` : "";
    reasons.push({
      gate: "suite_threshold",
      message: `${passing} of ${plural(gated.length, "case")} met their threshold (${pct(share)}), the suite needs ${pct(opts.threshold)}; failing: ${named2}${more}${shortNote}`
    });
  }
  const maxReg = opts.maxRegressionPp;
  if (maxReg != null && opts.diff) reasons.push(...regressions(opts.diff, maxReg, waived));
  const hatK = opts.minPassHatK;
  if (hatK) reasons.push(...passHatKMisses(gated, hatK));
  const order = [
    "runtime",
    "case_threshold",
    "suite_threshold",
    "max_regression",
    "min_pass_hat_k"
  ];
  const decided = order.find((g) => reasons.some((r) => r.gate === g)) ?? null;
  return {
    passed: reasons.length === 0,
    exit_code: opts.runtimeError ? 3 : reasons.length === 0 ? 0 : 1,
    decided_by: decided,
    reasons,
    thresholds: {
      suite: opts.threshold,
      case: opts.caseThreshold,
      max_regression: maxReg ?? null,
      ...hatK ? { min_pass_hat_k: hatK } : {},
      min_runs: minRuns
    }
  };
}
function regressions(diff, maxReg, waived) {
  const reasons = [];
  for (const d of diff.cases) {
    if (waived.has(d.id)) continue;
    if (diff.comparison && d.compare) {
      const c = d.compare;
      if (c.verdict !== "regression") continue;
      const base = c.basis === "history" ? `pooled over ${plural(c.base.reports, "report")}` : "base";
      reasons.push({
        gate: "max_regression",
        message: `case ${d.id} dropped ${deltaPp(pctOf(c.base), pctOf(c.head)).replace(/^[+\u2212]/, "")} (${base} ${c.base.passed}/${c.base.runs} → ${c.head.passed}/${c.head.runs}), more than the allowed ${maxReg} pp and beyond noise (q ${formatQ(c.p_adjusted)} at FDR ${diff.comparison.fdr})`
      });
      continue;
    }
    if (d.delta_pp === null || !d.base || !d.head) continue;
    if (-d.delta_pp > maxReg)
      reasons.push({
        gate: "max_regression",
        message: `case ${d.id} dropped ${deltaPp(d.base.pass_rate, d.head.pass_rate).replace(/^[+\u2212]/, "")} (${d.base.passed}/${d.base.runs} → ${d.head.passed}/${d.head.runs}), more than the allowed ${maxReg} pp`
      });
  }
  return reasons;
}
function passHatKMisses(gated, hatK) {
  const reasons = [];
  for (const r of gated) {
    const e = evidenceOf(r);
    if (e.runs < hatK.k) {
      reasons.push({
        gate: "min_pass_hat_k",
        message: `case ${r.id}: ${plural(e.runs, "run")} gave evidence, pass^${hatK.k} needs at least ${hatK.k}`
      });
      continue;
    }
    const v = passHatK(e.runs, e.passed, hatK.k);
    if (v < hatK.rate - 1e-12)
      reasons.push({
        gate: "min_pass_hat_k",
        message: `case ${r.id}: pass^${hatK.k} ${pct(v)} (${runsOf(e.passed, e.runs)} passed), below ${pct(hatK.rate)}`
      });
  }
  return reasons;
}
function pctOf(x) {
  return x.runs === 0 ? 0 : x.passed / x.runs * 100;
}
function formatQ(p) {
  if (p === null) return "= —";
  return p < 1e-3 ? "< 0.001" : `= ${p.toFixed(3)}`;
}
function recordedGateOptions(report) {
  const t = report.gate.thresholds;
  return {
    threshold: t.suite,
    caseThreshold: t.case,
    // Quarantined cases stay waived when the gate is applied again.
    waived: new Set(report.results.filter((r) => r.quarantined === true).map((r) => r.id)),
    // An interrupted or broken run keeps its runtime failure.
    runtimeError: report.gate.decided_by === "runtime" ? report.gate.reasons.find((r) => r.gate === "runtime")?.message : void 0,
    minPassHatK: t.min_pass_hat_k ?? null,
    ...t.min_runs !== void 0 ? { minRuns: t.min_runs } : {}
  };
}
function gateHeadline(gate) {
  if (gate.passed) return "passed: every gate met";
  const first = gate.reasons.find((r) => r.gate === gate.decided_by) ?? gate.reasons[0];
  const label = {
    runtime: "run failed",
    case_threshold: "case threshold missed",
    suite_threshold: "suite threshold missed",
    max_regression: "regression over the limit",
    min_pass_hat_k: "pass^k below its minimum"
  };
  return `failed (${label[gate.decided_by ?? first.gate]}): ${first.message}`;
}

export {
  stripAnsi,
  neutraliseBidi,
  stripControls,
  neutraliseWorkflowCommands,
  mdInline,
  toText,
  capBytes,
  percent,
  ratioPercent,
  deltaPp,
  plural,
  DEFAULT_MIN_RUNS,
  reportMinRuns,
  wilson,
  applyGate,
  recordedGateOptions,
  gateHeadline,
  DiffSchema,
  MockCallSchema,
  AgentEventSchema,
  schemaId,
  FieldPredicateSchema,
  StubResultSchema,
  StubSpecSchema,
  DenySpecSchema,
  MockDeclSchema,
  mockAction,
  mockName,
  EVAL_TYPES,
  evalLabel,
  SimulatedUserSchema,
  SkilltestCaseSchema,
  DEFAULT_PLATFORM,
  DEFAULT_MODEL,
  ToolOverrideSchema,
  FixtureSchema,
  AgentFileSchema,
  ASSERTION_TYPES,
  AssertionTypeSchema,
  AssertionSchema,
  AssertFieldSchema,
  CheckpointSchema,
  SimulatorSchema,
  DEFAULT_ENV,
  payloadOf,
  oneOffCase,
  normaliseAssert,
  FaultPatternSchema,
  AttemptResultSchema,
  FLAKE_SOURCES,
  CaseResultSchema,
  GateResultSchema,
  MetadataSchema,
  ReportSchema,
  MinPassHatKConfigSchema,
  CommandAgentSchema,
  HttpAgentSchema,
  ModuleAgentSchema,
  AgentConfigSchema,
  ConfigSchema,
  collectToolCalls,
  explainFlaky,
  flakyWhyLine,
  DEFAULT_FDR,
  DEFAULT_STALE_AFTER_DAYS,
  StaleReportError,
  assertCurrentSchema,
  compareWithBase,
  ResultsWriteError,
  ResultsStream,
  caseIdentity,
  aggregateCase,
  worstFirst,
  buildReport,
  formatProblem,
  InputError,
  NoCasesError,
  findPackageFile,
  programArgs,
  skilltestMessages,
  trimToBytes,
  closeOpenBlocks,
  statusAndError,
  caseDelta,
  deltaInt,
  pValue,
  failingAttempts,
  worstFirst2,
  words,
  transitionCount,
  faultLines,
  sourceLabel,
  compileTemplate,
  caseVerdictText,
  comparisonCountsLine,
  powerLine,
  comparisonNotes,
  caseVerdictCell,
  isNotable,
  markdownHelpers,
  renderMarkdown,
  toSkilltestReport,
  renderSkilltest,
  renderSkilltestHuman,
  caseKey,
  yaoTrace,
  isYaoReport,
  fromYaoReport,
  agentciSummary,
  outputTargets,
  OutputsWriteError,
  writeOutputs,
  writeTextFile,
  reportOnlyTargets,
  listWrites,
  writeAndList
};
//# sourceMappingURL=chunk-VY4Z2MRU.js.map
