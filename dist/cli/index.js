import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  Progress,
  colors,
  inert,
  outliveReader,
  printProblems,
  readReport,
  renderFinalTable,
  reportCommand,
  wantColor
} from "../chunks/chunk-VL4AQ5HY.js";
import {
  AttemptFailure,
  COMPARE_SETTING_NAMES,
  FORMATS,
  HookRunError,
  MergeOverlapError,
  RUN_SETTING_NAMES,
  VERSION,
  YaoCaseLineSchema,
  askAgent,
  buildHistory,
  commandArgv,
  detectInputMode,
  dropSkilltestNulls,
  dumpRecord,
  gouExtractJson,
  historyPoints,
  isScriptInput,
  isoDay,
  judgeEvals,
  leftOutLines,
  loadCaseJson,
  loadConfig,
  loadRunCases,
  loadSuites,
  mergeReports,
  namedAgent,
  parseCompareSettings,
  parseRunSettings,
  parseTestList,
  parseYamlSource,
  parseYaoJsonl,
  readQuarantineFile,
  renderQuarantine,
  require_dist,
  resolveScriptInput,
  resolveTestNames,
  runConversation,
  runProcess,
  runSuites,
  selectNamedCases,
  skilltestModelJudge,
  skilltestModelUser,
  validateAssertion,
  validateRun,
  yamlProblems
} from "../chunks/chunk-AFRTCOH5.js";
import "../chunks/chunk-RNSB72G7.js";
import {
  AssertionSchema,
  AssertionTypeSchema,
  ConfigSchema,
  DEFAULT_MODEL,
  DEFAULT_PLATFORM,
  FLAKE_SOURCES,
  InputError,
  MockDeclSchema,
  NoCasesError,
  OutputsWriteError,
  ReportSchema,
  ResultsWriteError,
  SkilltestCaseSchema,
  StaleReportError,
  applyGate,
  caseKey,
  caseVerdictText,
  compareWithBase,
  comparisonCountsLine,
  comparisonNotes,
  formatProblem,
  isNotable,
  listWrites,
  mockAction,
  mockName,
  neutraliseWorkflowCommands,
  outputTargets,
  plural,
  powerLine,
  recordedGateOptions,
  renderSkilltest,
  renderSkilltestHuman,
  reportOnlyTargets,
  schemaId,
  skilltestMessages,
  sourceLabel,
  toSkilltestReport,
  writeAndList,
  writeOutputs,
  writeTextFile,
  yaoTrace
} from "../chunks/chunk-VY4Z2MRU.js";
import "../chunks/chunk-U2ALPMGZ.js";
import {
  createRedactor,
  describeIssues,
  formatPath,
  redactingWriter,
  secretsFromEnv
} from "../chunks/chunk-3QOP2EW4.js";
import {
  MAX_JUDGE_RUNS,
  ModelConfigSchema,
  messageText,
  parseDuration
} from "../chunks/chunk-6ZAS4BUS.js";
import {
  loadScriptUnit
} from "../chunks/chunk-ADEDM23A.js";
import {
  loadTranspiler,
  processStubs
} from "../chunks/chunk-LIVD4PIF.js";
import "../chunks/chunk-IJSF5CVK.js";
import {
  errorMessage,
  inertJsonText,
  isPlainObject
} from "../chunks/chunk-T62V4T6D.js";
import {
  external_exports
} from "../chunks/chunk-RNVOGG5F.js";
import {
  __commonJS,
  __require,
  __toESM
} from "../chunks/chunk-7QLURW7J.js";

// node_modules/commander/lib/error.js
var require_error = __commonJS({
  "node_modules/commander/lib/error.js"(exports) {
    var CommanderError2 = class extends Error {
      /**
       * Constructs the CommanderError class
       * @param {number} exitCode suggested exit code which could be used with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       */
      constructor(exitCode, code, message) {
        super(message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
        this.code = code;
        this.exitCode = exitCode;
        this.nestedError = void 0;
      }
    };
    var InvalidArgumentError2 = class extends CommanderError2 {
      /**
       * Constructs the InvalidArgumentError class
       * @param {string} [message] explanation of why argument is invalid
       */
      constructor(message) {
        super(1, "commander.invalidArgument", message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
      }
    };
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
  }
});

// node_modules/commander/lib/argument.js
var require_argument = __commonJS({
  "node_modules/commander/lib/argument.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Argument2 = class {
      /**
       * Initialize a new command argument with the given name and description.
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @param {string} name
       * @param {string} [description]
       */
      constructor(name, description) {
        this.description = description || "";
        this.variadic = false;
        this.parseArg = void 0;
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.argChoices = void 0;
        switch (name[0]) {
          case "<":
            this.required = true;
            this._name = name.slice(1, -1);
            break;
          case "[":
            this.required = false;
            this._name = name.slice(1, -1);
            break;
          default:
            this.required = true;
            this._name = name;
            break;
        }
        if (this._name.endsWith("...")) {
          this.variadic = true;
          this._name = this._name.slice(0, -3);
        }
      }
      /**
       * Return argument name.
       *
       * @return {string}
       */
      name() {
        return this._name;
      }
      /**
       * @package
       */
      _collectValue(value2, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value2];
        }
        previous.push(value2);
        return previous;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Argument}
       */
      default(value2, description) {
        this.defaultValue = value2;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Set the custom handler for processing CLI command arguments into argument values.
       *
       * @param {Function} [fn]
       * @return {Argument}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Only allow argument value to be one of choices.
       *
       * @param {string[]} values
       * @return {Argument}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Make argument required.
       *
       * @returns {Argument}
       */
      argRequired() {
        this.required = true;
        return this;
      }
      /**
       * Make argument optional.
       *
       * @returns {Argument}
       */
      argOptional() {
        this.required = false;
        return this;
      }
    };
    function humanReadableArgName(arg) {
      const nameOutput = arg.name() + (arg.variadic === true ? "..." : "");
      return arg.required ? "<" + nameOutput + ">" : "[" + nameOutput + "]";
    }
    exports.Argument = Argument2;
    exports.humanReadableArgName = humanReadableArgName;
  }
});

// node_modules/commander/lib/help.js
var require_help = __commonJS({
  "node_modules/commander/lib/help.js"(exports) {
    var { humanReadableArgName } = require_argument();
    var Help2 = class {
      constructor() {
        this.helpWidth = void 0;
        this.minWidthToWrap = 40;
        this.sortSubcommands = false;
        this.sortOptions = false;
        this.showGlobalOptions = false;
      }
      /**
       * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
       * and just before calling `formatHelp()`.
       *
       * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
       *
       * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
       */
      prepareContext(contextOptions) {
        this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
      }
      /**
       * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
       *
       * @param {Command} cmd
       * @returns {Command[]}
       */
      visibleCommands(cmd) {
        const visibleCommands = cmd.commands.filter((cmd2) => !cmd2._hidden);
        const helpCommand = cmd._getHelpCommand();
        if (helpCommand && !helpCommand._hidden) {
          visibleCommands.push(helpCommand);
        }
        if (this.sortSubcommands) {
          visibleCommands.sort((a, b) => {
            return a.name().localeCompare(b.name());
          });
        }
        return visibleCommands;
      }
      /**
       * Compare options for sort.
       *
       * @param {Option} a
       * @param {Option} b
       * @returns {number}
       */
      compareOptions(a, b) {
        const getSortKey = (option) => {
          return option.short ? option.short.replace(/^-/, "") : option.long.replace(/^--/, "");
        };
        return getSortKey(a).localeCompare(getSortKey(b));
      }
      /**
       * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleOptions(cmd) {
        const visibleOptions = cmd.options.filter((option) => !option.hidden);
        const helpOption = cmd._getHelpOption();
        if (helpOption && !helpOption.hidden) {
          const removeShort = helpOption.short && cmd._findOption(helpOption.short);
          const removeLong = helpOption.long && cmd._findOption(helpOption.long);
          if (!removeShort && !removeLong) {
            visibleOptions.push(helpOption);
          } else if (helpOption.long && !removeLong) {
            visibleOptions.push(
              cmd.createOption(helpOption.long, helpOption.description)
            );
          } else if (helpOption.short && !removeShort) {
            visibleOptions.push(
              cmd.createOption(helpOption.short, helpOption.description)
            );
          }
        }
        if (this.sortOptions) {
          visibleOptions.sort(this.compareOptions);
        }
        return visibleOptions;
      }
      /**
       * Get an array of the visible global options. (Not including help.)
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleGlobalOptions(cmd) {
        if (!this.showGlobalOptions) return [];
        const globalOptions = [];
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          const visibleOptions = ancestorCmd.options.filter(
            (option) => !option.hidden
          );
          globalOptions.push(...visibleOptions);
        }
        if (this.sortOptions) {
          globalOptions.sort(this.compareOptions);
        }
        return globalOptions;
      }
      /**
       * Get an array of the arguments if any have a description.
       *
       * @param {Command} cmd
       * @returns {Argument[]}
       */
      visibleArguments(cmd) {
        if (cmd._argsDescription) {
          cmd.registeredArguments.forEach((argument) => {
            argument.description = argument.description || cmd._argsDescription[argument.name()] || "";
          });
        }
        if (cmd.registeredArguments.find((argument) => argument.description)) {
          return cmd.registeredArguments;
        }
        return [];
      }
      /**
       * Get the command term to show in the list of subcommands.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandTerm(cmd) {
        const args = cmd.registeredArguments.map((arg) => humanReadableArgName(arg)).join(" ");
        return cmd._name + (cmd._aliases[0] ? "|" + cmd._aliases[0] : "") + (cmd.options.length ? " [options]" : "") + // simplistic check for non-help option
        (args ? " " + args : "");
      }
      /**
       * Get the option term to show in the list of options.
       *
       * @param {Option} option
       * @returns {string}
       */
      optionTerm(option) {
        return option.flags;
      }
      /**
       * Get the argument term to show in the list of arguments.
       *
       * @param {Argument} argument
       * @returns {string}
       */
      argumentTerm(argument) {
        return argument.name();
      }
      /**
       * Get the longest command term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestSubcommandTermLength(cmd, helper) {
        return helper.visibleCommands(cmd).reduce((max, command) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleSubcommandTerm(helper.subcommandTerm(command))
            )
          );
        }, 0);
      }
      /**
       * Get the longest option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestOptionTermLength(cmd, helper) {
        return helper.visibleOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest global option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestGlobalOptionTermLength(cmd, helper) {
        return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest argument term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestArgumentTermLength(cmd, helper) {
        return helper.visibleArguments(cmd).reduce((max, argument) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleArgumentTerm(helper.argumentTerm(argument))
            )
          );
        }, 0);
      }
      /**
       * Get the command usage to be displayed at the top of the built-in help.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandUsage(cmd) {
        let cmdName = cmd._name;
        if (cmd._aliases[0]) {
          cmdName = cmdName + "|" + cmd._aliases[0];
        }
        let ancestorCmdNames = "";
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          ancestorCmdNames = ancestorCmd.name() + " " + ancestorCmdNames;
        }
        return ancestorCmdNames + cmdName + " " + cmd.usage();
      }
      /**
       * Get the description for the command.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandDescription(cmd) {
        return cmd.description();
      }
      /**
       * Get the subcommand summary to show in the list of subcommands.
       * (Fallback to description for backwards compatibility.)
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandDescription(cmd) {
        return cmd.summary() || cmd.description();
      }
      /**
       * Get the option description to show in the list of options.
       *
       * @param {Option} option
       * @return {string}
       */
      optionDescription(option) {
        const extraInfo = [];
        if (option.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (option.defaultValue !== void 0) {
          const showDefault = option.required || option.optional || option.isBoolean() && typeof option.defaultValue === "boolean";
          if (showDefault) {
            extraInfo.push(
              `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`
            );
          }
        }
        if (option.presetArg !== void 0 && option.optional) {
          extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
        }
        if (option.envVar !== void 0) {
          extraInfo.push(`env: ${option.envVar}`);
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (option.description) {
            return `${option.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return option.description;
      }
      /**
       * Get the argument description to show in the list of arguments.
       *
       * @param {Argument} argument
       * @return {string}
       */
      argumentDescription(argument) {
        const extraInfo = [];
        if (argument.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (argument.defaultValue !== void 0) {
          extraInfo.push(
            `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`
          );
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (argument.description) {
            return `${argument.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return argument.description;
      }
      /**
       * Format a list of items, given a heading and an array of formatted items.
       *
       * @param {string} heading
       * @param {string[]} items
       * @param {Help} helper
       * @returns string[]
       */
      formatItemList(heading, items, helper) {
        if (items.length === 0) return [];
        return [helper.styleTitle(heading), ...items, ""];
      }
      /**
       * Group items by their help group heading.
       *
       * @param {Command[] | Option[]} unsortedItems
       * @param {Command[] | Option[]} visibleItems
       * @param {Function} getGroup
       * @returns {Map<string, Command[] | Option[]>}
       */
      groupItems(unsortedItems, visibleItems, getGroup) {
        const result = /* @__PURE__ */ new Map();
        unsortedItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) result.set(group, []);
        });
        visibleItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) {
            result.set(group, []);
          }
          result.get(group).push(item);
        });
        return result;
      }
      /**
       * Generate the built-in help text.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {string}
       */
      formatHelp(cmd, helper) {
        const termWidth = helper.padWidth(cmd, helper);
        const helpWidth = helper.helpWidth ?? 80;
        function callFormatItem(term, description) {
          return helper.formatItem(term, termWidth, description, helper);
        }
        let output = [
          `${helper.styleTitle("Usage:")} ${helper.styleUsage(helper.commandUsage(cmd))}`,
          ""
        ];
        const commandDescription = helper.commandDescription(cmd);
        if (commandDescription.length > 0) {
          output = output.concat([
            helper.boxWrap(
              helper.styleCommandDescription(commandDescription),
              helpWidth
            ),
            ""
          ]);
        }
        const argumentList = helper.visibleArguments(cmd).map((argument) => {
          return callFormatItem(
            helper.styleArgumentTerm(helper.argumentTerm(argument)),
            helper.styleArgumentDescription(helper.argumentDescription(argument))
          );
        });
        output = output.concat(
          this.formatItemList("Arguments:", argumentList, helper)
        );
        const optionGroups = this.groupItems(
          cmd.options,
          helper.visibleOptions(cmd),
          (option) => option.helpGroupHeading ?? "Options:"
        );
        optionGroups.forEach((options, group) => {
          const optionList = options.map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(this.formatItemList(group, optionList, helper));
        });
        if (helper.showGlobalOptions) {
          const globalOptionList = helper.visibleGlobalOptions(cmd).map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(
            this.formatItemList("Global Options:", globalOptionList, helper)
          );
        }
        const commandGroups = this.groupItems(
          cmd.commands,
          helper.visibleCommands(cmd),
          (sub) => sub.helpGroup() || "Commands:"
        );
        commandGroups.forEach((commands, group) => {
          const commandList = commands.map((sub) => {
            return callFormatItem(
              helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
              helper.styleSubcommandDescription(helper.subcommandDescription(sub))
            );
          });
          output = output.concat(this.formatItemList(group, commandList, helper));
        });
        return output.join("\n");
      }
      /**
       * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
       *
       * @param {string} str
       * @returns {number}
       */
      displayWidth(str) {
        return stripColor(str).length;
      }
      /**
       * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
       *
       * @param {string} str
       * @returns {string}
       */
      styleTitle(str) {
        return str;
      }
      styleUsage(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word === "[command]") return this.styleSubcommandText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleCommandText(word);
        }).join(" ");
      }
      styleCommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleOptionDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleSubcommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleArgumentDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleDescriptionText(str) {
        return str;
      }
      styleOptionTerm(str) {
        return this.styleOptionText(str);
      }
      styleSubcommandTerm(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleSubcommandText(word);
        }).join(" ");
      }
      styleArgumentTerm(str) {
        return this.styleArgumentText(str);
      }
      styleOptionText(str) {
        return str;
      }
      styleArgumentText(str) {
        return str;
      }
      styleSubcommandText(str) {
        return str;
      }
      styleCommandText(str) {
        return str;
      }
      /**
       * Calculate the pad width from the maximum term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      padWidth(cmd, helper) {
        return Math.max(
          helper.longestOptionTermLength(cmd, helper),
          helper.longestGlobalOptionTermLength(cmd, helper),
          helper.longestSubcommandTermLength(cmd, helper),
          helper.longestArgumentTermLength(cmd, helper)
        );
      }
      /**
       * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
       *
       * @param {string} str
       * @returns {boolean}
       */
      preformatted(str) {
        return /\n[^\S\r\n]/.test(str);
      }
      /**
       * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
       *
       * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
       *   TTT  DDD DDDD
       *        DD DDD
       *
       * @param {string} term
       * @param {number} termWidth
       * @param {string} description
       * @param {Help} helper
       * @returns {string}
       */
      formatItem(term, termWidth, description, helper) {
        const itemIndent = 2;
        const itemIndentStr = " ".repeat(itemIndent);
        if (!description) return itemIndentStr + term;
        const paddedTerm = term.padEnd(
          termWidth + term.length - helper.displayWidth(term)
        );
        const spacerWidth = 2;
        const helpWidth = this.helpWidth ?? 80;
        const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
        let formattedDescription;
        if (remainingWidth < this.minWidthToWrap || helper.preformatted(description)) {
          formattedDescription = description;
        } else {
          const wrappedDescription = helper.boxWrap(description, remainingWidth);
          formattedDescription = wrappedDescription.replace(
            /\n/g,
            "\n" + " ".repeat(termWidth + spacerWidth)
          );
        }
        return itemIndentStr + paddedTerm + " ".repeat(spacerWidth) + formattedDescription.replace(/\n/g, `
${itemIndentStr}`);
      }
      /**
       * Wrap a string at whitespace, preserving existing line breaks.
       * Wrapping is skipped if the width is less than `minWidthToWrap`.
       *
       * @param {string} str
       * @param {number} width
       * @returns {string}
       */
      boxWrap(str, width) {
        if (width < this.minWidthToWrap) return str;
        const rawLines = str.split(/\r\n|\n/);
        const chunkPattern = /[\s]*[^\s]+/g;
        const wrappedLines = [];
        rawLines.forEach((line) => {
          const chunks = line.match(chunkPattern);
          if (chunks === null) {
            wrappedLines.push("");
            return;
          }
          let sumChunks = [chunks.shift()];
          let sumWidth = this.displayWidth(sumChunks[0]);
          chunks.forEach((chunk) => {
            const visibleWidth = this.displayWidth(chunk);
            if (sumWidth + visibleWidth <= width) {
              sumChunks.push(chunk);
              sumWidth += visibleWidth;
              return;
            }
            wrappedLines.push(sumChunks.join(""));
            const nextChunk = chunk.trimStart();
            sumChunks = [nextChunk];
            sumWidth = this.displayWidth(nextChunk);
          });
          wrappedLines.push(sumChunks.join(""));
        });
        return wrappedLines.join("\n");
      }
    };
    function stripColor(str) {
      const sgrPattern = /\x1b\[\d*(;\d*)*m/g;
      return str.replace(sgrPattern, "");
    }
    exports.Help = Help2;
    exports.stripColor = stripColor;
  }
});

// node_modules/commander/lib/option.js
var require_option = __commonJS({
  "node_modules/commander/lib/option.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Option2 = class {
      /**
       * Initialize a new `Option` with the given `flags` and `description`.
       *
       * @param {string} flags
       * @param {string} [description]
       */
      constructor(flags, description) {
        this.flags = flags;
        this.description = description || "";
        this.required = flags.includes("<");
        this.optional = flags.includes("[");
        this.variadic = /\w\.\.\.[>\]]$/.test(flags);
        this.mandatory = false;
        const optionFlags = splitOptionFlags(flags);
        this.short = optionFlags.shortFlag;
        this.long = optionFlags.longFlag;
        this.negate = false;
        if (this.long) {
          this.negate = this.long.startsWith("--no-");
        }
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.presetArg = void 0;
        this.envVar = void 0;
        this.parseArg = void 0;
        this.hidden = false;
        this.argChoices = void 0;
        this.conflictsWith = [];
        this.implied = void 0;
        this.helpGroupHeading = void 0;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Option}
       */
      default(value2, description) {
        this.defaultValue = value2;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Preset to use when option used without option-argument, especially optional but also boolean and negated.
       * The custom processing (parseArg) is called.
       *
       * @example
       * new Option('--color').default('GREYSCALE').preset('RGB');
       * new Option('--donate [amount]').preset('20').argParser(parseFloat);
       *
       * @param {*} arg
       * @return {Option}
       */
      preset(arg) {
        this.presetArg = arg;
        return this;
      }
      /**
       * Add option name(s) that conflict with this option.
       * An error will be displayed if conflicting options are found during parsing.
       *
       * @example
       * new Option('--rgb').conflicts('cmyk');
       * new Option('--js').conflicts(['ts', 'jsx']);
       *
       * @param {(string | string[])} names
       * @return {Option}
       */
      conflicts(names) {
        this.conflictsWith = this.conflictsWith.concat(names);
        return this;
      }
      /**
       * Specify implied option values for when this option is set and the implied options are not.
       *
       * The custom processing (parseArg) is not called on the implied values.
       *
       * @example
       * program
       *   .addOption(new Option('--log', 'write logging information to file'))
       *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
       *
       * @param {object} impliedOptionValues
       * @return {Option}
       */
      implies(impliedOptionValues) {
        let newImplied = impliedOptionValues;
        if (typeof impliedOptionValues === "string") {
          newImplied = { [impliedOptionValues]: true };
        }
        this.implied = Object.assign(this.implied || {}, newImplied);
        return this;
      }
      /**
       * Set environment variable to check for option value.
       *
       * An environment variable is only used if when processed the current option value is
       * undefined, or the source of the current value is 'default' or 'config' or 'env'.
       *
       * @param {string} name
       * @return {Option}
       */
      env(name) {
        this.envVar = name;
        return this;
      }
      /**
       * Set the custom handler for processing CLI option arguments into option values.
       *
       * @param {Function} [fn]
       * @return {Option}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Whether the option is mandatory and must have a value after parsing.
       *
       * @param {boolean} [mandatory=true]
       * @return {Option}
       */
      makeOptionMandatory(mandatory = true) {
        this.mandatory = !!mandatory;
        return this;
      }
      /**
       * Hide option in help.
       *
       * @param {boolean} [hide=true]
       * @return {Option}
       */
      hideHelp(hide = true) {
        this.hidden = !!hide;
        return this;
      }
      /**
       * @package
       */
      _collectValue(value2, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value2];
        }
        previous.push(value2);
        return previous;
      }
      /**
       * Only allow option value to be one of choices.
       *
       * @param {string[]} values
       * @return {Option}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Return option name.
       *
       * @return {string}
       */
      name() {
        if (this.long) {
          return this.long.replace(/^--/, "");
        }
        return this.short.replace(/^-/, "");
      }
      /**
       * Return option name, in a camelcase format that can be used
       * as an object attribute key.
       *
       * @return {string}
       */
      attributeName() {
        if (this.negate) {
          return camelcase(this.name().replace(/^no-/, ""));
        }
        return camelcase(this.name());
      }
      /**
       * Set the help group heading.
       *
       * @param {string} heading
       * @return {Option}
       */
      helpGroup(heading) {
        this.helpGroupHeading = heading;
        return this;
      }
      /**
       * Check if `arg` matches the short or long flag.
       *
       * @param {string} arg
       * @return {boolean}
       * @package
       */
      is(arg) {
        return this.short === arg || this.long === arg;
      }
      /**
       * Return whether a boolean option.
       *
       * Options are one of boolean, negated, required argument, or optional argument.
       *
       * @return {boolean}
       * @package
       */
      isBoolean() {
        return !this.required && !this.optional && !this.negate;
      }
    };
    var DualOptions = class {
      /**
       * @param {Option[]} options
       */
      constructor(options) {
        this.positiveOptions = /* @__PURE__ */ new Map();
        this.negativeOptions = /* @__PURE__ */ new Map();
        this.dualOptions = /* @__PURE__ */ new Set();
        options.forEach((option) => {
          if (option.negate) {
            this.negativeOptions.set(option.attributeName(), option);
          } else {
            this.positiveOptions.set(option.attributeName(), option);
          }
        });
        this.negativeOptions.forEach((value2, key) => {
          if (this.positiveOptions.has(key)) {
            this.dualOptions.add(key);
          }
        });
      }
      /**
       * Did the value come from the option, and not from possible matching dual option?
       *
       * @param {*} value
       * @param {Option} option
       * @returns {boolean}
       */
      valueFromOption(value2, option) {
        const optionKey = option.attributeName();
        if (!this.dualOptions.has(optionKey)) return true;
        const preset = this.negativeOptions.get(optionKey).presetArg;
        const negativeValue = preset !== void 0 ? preset : false;
        return option.negate === (negativeValue === value2);
      }
    };
    function camelcase(str) {
      return str.split("-").reduce((str2, word) => {
        return str2 + word[0].toUpperCase() + word.slice(1);
      });
    }
    function splitOptionFlags(flags) {
      let shortFlag;
      let longFlag;
      const shortFlagExp = /^-[^-]$/;
      const longFlagExp = /^--[^-]/;
      const flagParts = flags.split(/[ |,]+/).concat("guard");
      if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
      if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
      if (!shortFlag && shortFlagExp.test(flagParts[0]))
        shortFlag = flagParts.shift();
      if (!shortFlag && longFlagExp.test(flagParts[0])) {
        shortFlag = longFlag;
        longFlag = flagParts.shift();
      }
      if (flagParts[0].startsWith("-")) {
        const unsupportedFlag = flagParts[0];
        const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
        if (/^-[^-][^-]/.test(unsupportedFlag))
          throw new Error(
            `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`
          );
        if (shortFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many short flags`);
        if (longFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many long flags`);
        throw new Error(`${baseError}
- unrecognised flag format`);
      }
      if (shortFlag === void 0 && longFlag === void 0)
        throw new Error(
          `option creation failed due to no flags found in '${flags}'.`
        );
      return { shortFlag, longFlag };
    }
    exports.Option = Option2;
    exports.DualOptions = DualOptions;
  }
});

// node_modules/commander/lib/suggestSimilar.js
var require_suggestSimilar = __commonJS({
  "node_modules/commander/lib/suggestSimilar.js"(exports) {
    var maxDistance = 3;
    function editDistance(a, b) {
      if (Math.abs(a.length - b.length) > maxDistance)
        return Math.max(a.length, b.length);
      const d = [];
      for (let i = 0; i <= a.length; i++) {
        d[i] = [i];
      }
      for (let j = 0; j <= b.length; j++) {
        d[0][j] = j;
      }
      for (let j = 1; j <= b.length; j++) {
        for (let i = 1; i <= a.length; i++) {
          let cost = 1;
          if (a[i - 1] === b[j - 1]) {
            cost = 0;
          } else {
            cost = 1;
          }
          d[i][j] = Math.min(
            d[i - 1][j] + 1,
            // deletion
            d[i][j - 1] + 1,
            // insertion
            d[i - 1][j - 1] + cost
            // substitution
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
          }
        }
      }
      return d[a.length][b.length];
    }
    function suggestSimilar(word, candidates) {
      if (!candidates || candidates.length === 0) return "";
      candidates = Array.from(new Set(candidates));
      const searchingOptions = word.startsWith("--");
      if (searchingOptions) {
        word = word.slice(2);
        candidates = candidates.map((candidate) => candidate.slice(2));
      }
      let similar = [];
      let bestDistance = maxDistance;
      const minSimilarity = 0.4;
      candidates.forEach((candidate) => {
        if (candidate.length <= 1) return;
        const distance = editDistance(word, candidate);
        const length = Math.max(word.length, candidate.length);
        const similarity = (length - distance) / length;
        if (similarity > minSimilarity) {
          if (distance < bestDistance) {
            bestDistance = distance;
            similar = [candidate];
          } else if (distance === bestDistance) {
            similar.push(candidate);
          }
        }
      });
      similar.sort((a, b) => a.localeCompare(b));
      if (searchingOptions) {
        similar = similar.map((candidate) => `--${candidate}`);
      }
      if (similar.length > 1) {
        return `
(Did you mean one of ${similar.join(", ")}?)`;
      }
      if (similar.length === 1) {
        return `
(Did you mean ${similar[0]}?)`;
      }
      return "";
    }
    exports.suggestSimilar = suggestSimilar;
  }
});

// node_modules/commander/lib/command.js
var require_command = __commonJS({
  "node_modules/commander/lib/command.js"(exports) {
    var EventEmitter = __require("node:events").EventEmitter;
    var childProcess = __require("node:child_process");
    var path18 = __require("node:path");
    var fs = __require("node:fs");
    var process2 = __require("node:process");
    var { Argument: Argument2, humanReadableArgName } = require_argument();
    var { CommanderError: CommanderError2 } = require_error();
    var { Help: Help2, stripColor } = require_help();
    var { Option: Option2, DualOptions } = require_option();
    var { suggestSimilar } = require_suggestSimilar();
    var Command2 = class _Command extends EventEmitter {
      /**
       * Initialize a new `Command`.
       *
       * @param {string} [name]
       */
      constructor(name) {
        super();
        this.commands = [];
        this.options = [];
        this.parent = null;
        this._allowUnknownOption = false;
        this._allowExcessArguments = false;
        this.registeredArguments = [];
        this._args = this.registeredArguments;
        this.args = [];
        this.rawArgs = [];
        this.processedArgs = [];
        this._scriptPath = null;
        this._name = name || "";
        this._optionValues = {};
        this._optionValueSources = {};
        this._storeOptionsAsProperties = false;
        this._actionHandler = null;
        this._executableHandler = false;
        this._executableFile = null;
        this._executableDir = null;
        this._defaultCommandName = null;
        this._exitCallback = null;
        this._aliases = [];
        this._combineFlagAndOptionalValue = true;
        this._description = "";
        this._summary = "";
        this._argsDescription = void 0;
        this._enablePositionalOptions = false;
        this._passThroughOptions = false;
        this._lifeCycleHooks = {};
        this._showHelpAfterError = false;
        this._showSuggestionAfterError = true;
        this._savedState = null;
        this._outputConfiguration = {
          writeOut: (str) => process2.stdout.write(str),
          writeErr: (str) => process2.stderr.write(str),
          outputError: (str, write) => write(str),
          getOutHelpWidth: () => process2.stdout.isTTY ? process2.stdout.columns : void 0,
          getErrHelpWidth: () => process2.stderr.isTTY ? process2.stderr.columns : void 0,
          getOutHasColors: () => useColor() ?? (process2.stdout.isTTY && process2.stdout.hasColors?.()),
          getErrHasColors: () => useColor() ?? (process2.stderr.isTTY && process2.stderr.hasColors?.()),
          stripColor: (str) => stripColor(str)
        };
        this._hidden = false;
        this._helpOption = void 0;
        this._addImplicitHelpCommand = void 0;
        this._helpCommand = void 0;
        this._helpConfiguration = {};
        this._helpGroupHeading = void 0;
        this._defaultCommandGroup = void 0;
        this._defaultOptionGroup = void 0;
      }
      /**
       * Copy settings that are useful to have in common across root command and subcommands.
       *
       * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
       *
       * @param {Command} sourceCommand
       * @return {Command} `this` command for chaining
       */
      copyInheritedSettings(sourceCommand) {
        this._outputConfiguration = sourceCommand._outputConfiguration;
        this._helpOption = sourceCommand._helpOption;
        this._helpCommand = sourceCommand._helpCommand;
        this._helpConfiguration = sourceCommand._helpConfiguration;
        this._exitCallback = sourceCommand._exitCallback;
        this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
        this._combineFlagAndOptionalValue = sourceCommand._combineFlagAndOptionalValue;
        this._allowExcessArguments = sourceCommand._allowExcessArguments;
        this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
        this._showHelpAfterError = sourceCommand._showHelpAfterError;
        this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;
        return this;
      }
      /**
       * @returns {Command[]}
       * @private
       */
      _getCommandAndAncestors() {
        const result = [];
        for (let command = this; command; command = command.parent) {
          result.push(command);
        }
        return result;
      }
      /**
       * Define a command.
       *
       * There are two styles of command: pay attention to where to put the description.
       *
       * @example
       * // Command implemented using action handler (description is supplied separately to `.command`)
       * program
       *   .command('clone <source> [destination]')
       *   .description('clone a repository into a newly created directory')
       *   .action((source, destination) => {
       *     console.log('clone command called');
       *   });
       *
       * // Command implemented using separate executable file (description is second parameter to `.command`)
       * program
       *   .command('start <service>', 'start named service')
       *   .command('stop [service]', 'stop named service, or all if no name supplied');
       *
       * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
       * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
       * @param {object} [execOpts] - configuration options (for executable)
       * @return {Command} returns new command for action handler, or `this` for executable command
       */
      command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
        let desc = actionOptsOrExecDesc;
        let opts = execOpts;
        if (typeof desc === "object" && desc !== null) {
          opts = desc;
          desc = null;
        }
        opts = opts || {};
        const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const cmd = this.createCommand(name);
        if (desc) {
          cmd.description(desc);
          cmd._executableHandler = true;
        }
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        cmd._hidden = !!(opts.noHelp || opts.hidden);
        cmd._executableFile = opts.executableFile || null;
        if (args) cmd.arguments(args);
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd.copyInheritedSettings(this);
        if (desc) return this;
        return cmd;
      }
      /**
       * Factory routine to create a new unattached command.
       *
       * See .command() for creating an attached subcommand, which uses this routine to
       * create the command. You can override createCommand to customise subcommands.
       *
       * @param {string} [name]
       * @return {Command} new command
       */
      createCommand(name) {
        return new _Command(name);
      }
      /**
       * You can customise the help with a subclass of Help by overriding createHelp,
       * or by overriding Help properties using configureHelp().
       *
       * @return {Help}
       */
      createHelp() {
        return Object.assign(new Help2(), this.configureHelp());
      }
      /**
       * You can customise the help by overriding Help properties using configureHelp(),
       * or with a subclass of Help by overriding createHelp().
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureHelp(configuration) {
        if (configuration === void 0) return this._helpConfiguration;
        this._helpConfiguration = configuration;
        return this;
      }
      /**
       * The default output goes to stdout and stderr. You can customise this for special
       * applications. You can also customise the display of errors by overriding outputError.
       *
       * The configuration properties are all functions:
       *
       *     // change how output being written, defaults to stdout and stderr
       *     writeOut(str)
       *     writeErr(str)
       *     // change how output being written for errors, defaults to writeErr
       *     outputError(str, write) // used for displaying errors and not used for displaying help
       *     // specify width for wrapping help
       *     getOutHelpWidth()
       *     getErrHelpWidth()
       *     // color support, currently only used with Help
       *     getOutHasColors()
       *     getErrHasColors()
       *     stripColor() // used to remove ANSI escape codes if output does not have colors
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureOutput(configuration) {
        if (configuration === void 0) return this._outputConfiguration;
        this._outputConfiguration = {
          ...this._outputConfiguration,
          ...configuration
        };
        return this;
      }
      /**
       * Display the help or a custom message after an error occurs.
       *
       * @param {(boolean|string)} [displayHelp]
       * @return {Command} `this` command for chaining
       */
      showHelpAfterError(displayHelp = true) {
        if (typeof displayHelp !== "string") displayHelp = !!displayHelp;
        this._showHelpAfterError = displayHelp;
        return this;
      }
      /**
       * Display suggestion of similar commands for unknown commands, or options for unknown options.
       *
       * @param {boolean} [displaySuggestion]
       * @return {Command} `this` command for chaining
       */
      showSuggestionAfterError(displaySuggestion = true) {
        this._showSuggestionAfterError = !!displaySuggestion;
        return this;
      }
      /**
       * Add a prepared subcommand.
       *
       * See .command() for creating an attached subcommand which inherits settings from its parent.
       *
       * @param {Command} cmd - new subcommand
       * @param {object} [opts] - configuration options
       * @return {Command} `this` command for chaining
       */
      addCommand(cmd, opts) {
        if (!cmd._name) {
          throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
        }
        opts = opts || {};
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        if (opts.noHelp || opts.hidden) cmd._hidden = true;
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd._checkForBrokenPassThrough();
        return this;
      }
      /**
       * Factory routine to create a new unattached argument.
       *
       * See .argument() for creating an attached argument, which uses this routine to
       * create the argument. You can override createArgument to return a custom argument.
       *
       * @param {string} name
       * @param {string} [description]
       * @return {Argument} new argument
       */
      createArgument(name, description) {
        return new Argument2(name, description);
      }
      /**
       * Define argument syntax for command.
       *
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @example
       * program.argument('<input-file>');
       * program.argument('[output-file]');
       *
       * @param {string} name
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom argument processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      argument(name, description, parseArg, defaultValue) {
        const argument = this.createArgument(name, description);
        if (typeof parseArg === "function") {
          argument.default(defaultValue).argParser(parseArg);
        } else {
          argument.default(parseArg);
        }
        this.addArgument(argument);
        return this;
      }
      /**
       * Define argument syntax for command, adding multiple at once (without descriptions).
       *
       * See also .argument().
       *
       * @example
       * program.arguments('<cmd> [env]');
       *
       * @param {string} names
       * @return {Command} `this` command for chaining
       */
      arguments(names) {
        names.trim().split(/ +/).forEach((detail) => {
          this.argument(detail);
        });
        return this;
      }
      /**
       * Define argument syntax for command, adding a prepared argument.
       *
       * @param {Argument} argument
       * @return {Command} `this` command for chaining
       */
      addArgument(argument) {
        const previousArgument = this.registeredArguments.slice(-1)[0];
        if (previousArgument?.variadic) {
          throw new Error(
            `only the last argument can be variadic '${previousArgument.name()}'`
          );
        }
        if (argument.required && argument.defaultValue !== void 0 && argument.parseArg === void 0) {
          throw new Error(
            `a default value for a required argument is never used: '${argument.name()}'`
          );
        }
        this.registeredArguments.push(argument);
        return this;
      }
      /**
       * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
       *
       * @example
       *    program.helpCommand('help [cmd]');
       *    program.helpCommand('help [cmd]', 'show help');
       *    program.helpCommand(false); // suppress default help command
       *    program.helpCommand(true); // add help command even if no subcommands
       *
       * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
       * @param {string} [description] - custom description
       * @return {Command} `this` command for chaining
       */
      helpCommand(enableOrNameAndArgs, description) {
        if (typeof enableOrNameAndArgs === "boolean") {
          this._addImplicitHelpCommand = enableOrNameAndArgs;
          if (enableOrNameAndArgs && this._defaultCommandGroup) {
            this._initCommandGroup(this._getHelpCommand());
          }
          return this;
        }
        const nameAndArgs = enableOrNameAndArgs ?? "help [command]";
        const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const helpDescription = description ?? "display help for command";
        const helpCommand = this.createCommand(helpName);
        helpCommand.helpOption(false);
        if (helpArgs) helpCommand.arguments(helpArgs);
        if (helpDescription) helpCommand.description(helpDescription);
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Add prepared custom help command.
       *
       * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
       * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
       * @return {Command} `this` command for chaining
       */
      addHelpCommand(helpCommand, deprecatedDescription) {
        if (typeof helpCommand !== "object") {
          this.helpCommand(helpCommand, deprecatedDescription);
          return this;
        }
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Lazy create help command.
       *
       * @return {(Command|null)}
       * @package
       */
      _getHelpCommand() {
        const hasImplicitHelpCommand = this._addImplicitHelpCommand ?? (this.commands.length && !this._actionHandler && !this._findCommand("help"));
        if (hasImplicitHelpCommand) {
          if (this._helpCommand === void 0) {
            this.helpCommand(void 0, void 0);
          }
          return this._helpCommand;
        }
        return null;
      }
      /**
       * Add hook for life cycle event.
       *
       * @param {string} event
       * @param {Function} listener
       * @return {Command} `this` command for chaining
       */
      hook(event, listener) {
        const allowedValues = ["preSubcommand", "preAction", "postAction"];
        if (!allowedValues.includes(event)) {
          throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        if (this._lifeCycleHooks[event]) {
          this._lifeCycleHooks[event].push(listener);
        } else {
          this._lifeCycleHooks[event] = [listener];
        }
        return this;
      }
      /**
       * Register callback to use as replacement for calling process.exit.
       *
       * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
       * @return {Command} `this` command for chaining
       */
      exitOverride(fn) {
        if (fn) {
          this._exitCallback = fn;
        } else {
          this._exitCallback = (err) => {
            if (err.code !== "commander.executeSubCommandAsync") {
              throw err;
            } else {
            }
          };
        }
        return this;
      }
      /**
       * Call process.exit, and _exitCallback if defined.
       *
       * @param {number} exitCode exit code for using with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       * @return never
       * @private
       */
      _exit(exitCode, code, message) {
        if (this._exitCallback) {
          this._exitCallback(new CommanderError2(exitCode, code, message));
        }
        process2.exit(exitCode);
      }
      /**
       * Register callback `fn` for the command.
       *
       * @example
       * program
       *   .command('serve')
       *   .description('start service')
       *   .action(function() {
       *      // do work here
       *   });
       *
       * @param {Function} fn
       * @return {Command} `this` command for chaining
       */
      action(fn) {
        const listener = (args) => {
          const expectedArgsCount = this.registeredArguments.length;
          const actionArgs = args.slice(0, expectedArgsCount);
          if (this._storeOptionsAsProperties) {
            actionArgs[expectedArgsCount] = this;
          } else {
            actionArgs[expectedArgsCount] = this.opts();
          }
          actionArgs.push(this);
          return fn.apply(this, actionArgs);
        };
        this._actionHandler = listener;
        return this;
      }
      /**
       * Factory routine to create a new unattached option.
       *
       * See .option() for creating an attached option, which uses this routine to
       * create the option. You can override createOption to return a custom option.
       *
       * @param {string} flags
       * @param {string} [description]
       * @return {Option} new option
       */
      createOption(flags, description) {
        return new Option2(flags, description);
      }
      /**
       * Wrap parseArgs to catch 'commander.invalidArgument'.
       *
       * @param {(Option | Argument)} target
       * @param {string} value
       * @param {*} previous
       * @param {string} invalidArgumentMessage
       * @private
       */
      _callParseArg(target, value2, previous, invalidArgumentMessage) {
        try {
          return target.parseArg(value2, previous);
        } catch (err) {
          if (err.code === "commander.invalidArgument") {
            const message = `${invalidArgumentMessage} ${err.message}`;
            this.error(message, { exitCode: err.exitCode, code: err.code });
          }
          throw err;
        }
      }
      /**
       * Check for option flag conflicts.
       * Register option if no conflicts found, or throw on conflict.
       *
       * @param {Option} option
       * @private
       */
      _registerOption(option) {
        const matchingOption = option.short && this._findOption(option.short) || option.long && this._findOption(option.long);
        if (matchingOption) {
          const matchingFlag = option.long && this._findOption(option.long) ? option.long : option.short;
          throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
        }
        this._initOptionGroup(option);
        this.options.push(option);
      }
      /**
       * Check for command name and alias conflicts with existing commands.
       * Register command if no conflicts found, or throw on conflict.
       *
       * @param {Command} command
       * @private
       */
      _registerCommand(command) {
        const knownBy = (cmd) => {
          return [cmd.name()].concat(cmd.aliases());
        };
        const alreadyUsed = knownBy(command).find(
          (name) => this._findCommand(name)
        );
        if (alreadyUsed) {
          const existingCmd = knownBy(this._findCommand(alreadyUsed)).join("|");
          const newCmd = knownBy(command).join("|");
          throw new Error(
            `cannot add command '${newCmd}' as already have command '${existingCmd}'`
          );
        }
        this._initCommandGroup(command);
        this.commands.push(command);
      }
      /**
       * Add an option.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addOption(option) {
        this._registerOption(option);
        const oname = option.name();
        const name = option.attributeName();
        if (option.negate) {
          const positiveLongFlag = option.long.replace(/^--no-/, "--");
          if (!this._findOption(positiveLongFlag)) {
            this.setOptionValueWithSource(
              name,
              option.defaultValue === void 0 ? true : option.defaultValue,
              "default"
            );
          }
        } else if (option.defaultValue !== void 0) {
          this.setOptionValueWithSource(name, option.defaultValue, "default");
        }
        const handleOptionValue = (val, invalidValueMessage, valueSource) => {
          if (val == null && option.presetArg !== void 0) {
            val = option.presetArg;
          }
          const oldValue = this.getOptionValue(name);
          if (val !== null && option.parseArg) {
            val = this._callParseArg(option, val, oldValue, invalidValueMessage);
          } else if (val !== null && option.variadic) {
            val = option._collectValue(val, oldValue);
          }
          if (val == null) {
            if (option.negate) {
              val = false;
            } else if (option.isBoolean() || option.optional) {
              val = true;
            } else {
              val = "";
            }
          }
          this.setOptionValueWithSource(name, val, valueSource);
        };
        this.on("option:" + oname, (val) => {
          const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
          handleOptionValue(val, invalidValueMessage, "cli");
        });
        if (option.envVar) {
          this.on("optionEnv:" + oname, (val) => {
            const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
            handleOptionValue(val, invalidValueMessage, "env");
          });
        }
        return this;
      }
      /**
       * Internal implementation shared by .option() and .requiredOption()
       *
       * @return {Command} `this` command for chaining
       * @private
       */
      _optionEx(config, flags, description, fn, defaultValue) {
        if (typeof flags === "object" && flags instanceof Option2) {
          throw new Error(
            "To add an Option object use addOption() instead of option() or requiredOption()"
          );
        }
        const option = this.createOption(flags, description);
        option.makeOptionMandatory(!!config.mandatory);
        if (typeof fn === "function") {
          option.default(defaultValue).argParser(fn);
        } else if (fn instanceof RegExp) {
          const regex = fn;
          fn = (val, def) => {
            const m = regex.exec(val);
            return m ? m[0] : def;
          };
          option.default(defaultValue).argParser(fn);
        } else {
          option.default(fn);
        }
        return this.addOption(option);
      }
      /**
       * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
       * option-argument is indicated by `<>` and an optional option-argument by `[]`.
       *
       * See the README for more details, and see also addOption() and requiredOption().
       *
       * @example
       * program
       *     .option('-p, --pepper', 'add pepper')
       *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
       *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
       *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      option(flags, description, parseArg, defaultValue) {
        return this._optionEx({}, flags, description, parseArg, defaultValue);
      }
      /**
       * Add a required option which must have a value after parsing. This usually means
       * the option must be specified on the command line. (Otherwise the same as .option().)
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      requiredOption(flags, description, parseArg, defaultValue) {
        return this._optionEx(
          { mandatory: true },
          flags,
          description,
          parseArg,
          defaultValue
        );
      }
      /**
       * Alter parsing of short flags with optional values.
       *
       * @example
       * // for `.option('-f,--flag [value]'):
       * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
       * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
       *
       * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
       * @return {Command} `this` command for chaining
       */
      combineFlagAndOptionalValue(combine = true) {
        this._combineFlagAndOptionalValue = !!combine;
        return this;
      }
      /**
       * Allow unknown options on the command line.
       *
       * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
       * @return {Command} `this` command for chaining
       */
      allowUnknownOption(allowUnknown = true) {
        this._allowUnknownOption = !!allowUnknown;
        return this;
      }
      /**
       * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
       *
       * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
       * @return {Command} `this` command for chaining
       */
      allowExcessArguments(allowExcess = true) {
        this._allowExcessArguments = !!allowExcess;
        return this;
      }
      /**
       * Enable positional options. Positional means global options are specified before subcommands which lets
       * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
       * The default behaviour is non-positional and global options may appear anywhere on the command line.
       *
       * @param {boolean} [positional]
       * @return {Command} `this` command for chaining
       */
      enablePositionalOptions(positional = true) {
        this._enablePositionalOptions = !!positional;
        return this;
      }
      /**
       * Pass through options that come after command-arguments rather than treat them as command-options,
       * so actual command-options come before command-arguments. Turning this on for a subcommand requires
       * positional options to have been enabled on the program (parent commands).
       * The default behaviour is non-positional and options may appear before or after command-arguments.
       *
       * @param {boolean} [passThrough] for unknown options.
       * @return {Command} `this` command for chaining
       */
      passThroughOptions(passThrough = true) {
        this._passThroughOptions = !!passThrough;
        this._checkForBrokenPassThrough();
        return this;
      }
      /**
       * @private
       */
      _checkForBrokenPassThrough() {
        if (this.parent && this._passThroughOptions && !this.parent._enablePositionalOptions) {
          throw new Error(
            `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`
          );
        }
      }
      /**
       * Whether to store option values as properties on command object,
       * or store separately (specify false). In both cases the option values can be accessed using .opts().
       *
       * @param {boolean} [storeAsProperties=true]
       * @return {Command} `this` command for chaining
       */
      storeOptionsAsProperties(storeAsProperties = true) {
        if (this.options.length) {
          throw new Error("call .storeOptionsAsProperties() before adding options");
        }
        if (Object.keys(this._optionValues).length) {
          throw new Error(
            "call .storeOptionsAsProperties() before setting option values"
          );
        }
        this._storeOptionsAsProperties = !!storeAsProperties;
        return this;
      }
      /**
       * Retrieve option value.
       *
       * @param {string} key
       * @return {object} value
       */
      getOptionValue(key) {
        if (this._storeOptionsAsProperties) {
          return this[key];
        }
        return this._optionValues[key];
      }
      /**
       * Store option value.
       *
       * @param {string} key
       * @param {object} value
       * @return {Command} `this` command for chaining
       */
      setOptionValue(key, value2) {
        return this.setOptionValueWithSource(key, value2, void 0);
      }
      /**
       * Store option value and where the value came from.
       *
       * @param {string} key
       * @param {object} value
       * @param {string} source - expected values are default/config/env/cli/implied
       * @return {Command} `this` command for chaining
       */
      setOptionValueWithSource(key, value2, source) {
        if (this._storeOptionsAsProperties) {
          this[key] = value2;
        } else {
          this._optionValues[key] = value2;
        }
        this._optionValueSources[key] = source;
        return this;
      }
      /**
       * Get source of option value.
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSource(key) {
        return this._optionValueSources[key];
      }
      /**
       * Get source of option value. See also .optsWithGlobals().
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSourceWithGlobals(key) {
        let source;
        this._getCommandAndAncestors().forEach((cmd) => {
          if (cmd.getOptionValueSource(key) !== void 0) {
            source = cmd.getOptionValueSource(key);
          }
        });
        return source;
      }
      /**
       * Get user arguments from implied or explicit arguments.
       * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
       *
       * @private
       */
      _prepareUserArgs(argv, parseOptions) {
        if (argv !== void 0 && !Array.isArray(argv)) {
          throw new Error("first parameter to parse must be array or undefined");
        }
        parseOptions = parseOptions || {};
        if (argv === void 0 && parseOptions.from === void 0) {
          if (process2.versions?.electron) {
            parseOptions.from = "electron";
          }
          const execArgv = process2.execArgv ?? [];
          if (execArgv.includes("-e") || execArgv.includes("--eval") || execArgv.includes("-p") || execArgv.includes("--print")) {
            parseOptions.from = "eval";
          }
        }
        if (argv === void 0) {
          argv = process2.argv;
        }
        this.rawArgs = argv.slice();
        let userArgs;
        switch (parseOptions.from) {
          case void 0:
          case "node":
            this._scriptPath = argv[1];
            userArgs = argv.slice(2);
            break;
          case "electron":
            if (process2.defaultApp) {
              this._scriptPath = argv[1];
              userArgs = argv.slice(2);
            } else {
              userArgs = argv.slice(1);
            }
            break;
          case "user":
            userArgs = argv.slice(0);
            break;
          case "eval":
            userArgs = argv.slice(1);
            break;
          default:
            throw new Error(
              `unexpected parse option { from: '${parseOptions.from}' }`
            );
        }
        if (!this._name && this._scriptPath)
          this.nameFromFilename(this._scriptPath);
        this._name = this._name || "program";
        return userArgs;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Use parseAsync instead of parse if any of your action handlers are async.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * program.parse(); // parse process.argv and auto-detect electron and special node flags
       * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
       * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv] - optional, defaults to process.argv
       * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
       * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
       * @return {Command} `this` command for chaining
       */
      parse(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        this._parseCommand([], userArgs);
        return this;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
       * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
       * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv]
       * @param {object} [parseOptions]
       * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
       * @return {Promise}
       */
      async parseAsync(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        await this._parseCommand([], userArgs);
        return this;
      }
      _prepareForParse() {
        if (this._savedState === null) {
          this.saveStateBeforeParse();
        } else {
          this.restoreStateBeforeParse();
        }
      }
      /**
       * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state saved.
       */
      saveStateBeforeParse() {
        this._savedState = {
          // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
          _name: this._name,
          // option values before parse have default values (including false for negated options)
          // shallow clones
          _optionValues: { ...this._optionValues },
          _optionValueSources: { ...this._optionValueSources }
        };
      }
      /**
       * Restore state before parse for calls after the first.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state restored.
       */
      restoreStateBeforeParse() {
        if (this._storeOptionsAsProperties)
          throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);
        this._name = this._savedState._name;
        this._scriptPath = null;
        this.rawArgs = [];
        this._optionValues = { ...this._savedState._optionValues };
        this._optionValueSources = { ...this._savedState._optionValueSources };
        this.args = [];
        this.processedArgs = [];
      }
      /**
       * Throw if expected executable is missing. Add lots of help for author.
       *
       * @param {string} executableFile
       * @param {string} executableDir
       * @param {string} subcommandName
       */
      _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
        if (fs.existsSync(executableFile)) return;
        const executableDirMessage = executableDir ? `searched for local subcommand relative to directory '${executableDir}'` : "no directory for search for local subcommand, use .executableDir() to supply a custom directory";
        const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
        throw new Error(executableMissing);
      }
      /**
       * Execute a sub-command executable.
       *
       * @private
       */
      _executeSubCommand(subcommand, args) {
        args = args.slice();
        let launchWithNode = false;
        const sourceExt = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
        function findFile(baseDir, baseName) {
          const localBin = path18.resolve(baseDir, baseName);
          if (fs.existsSync(localBin)) return localBin;
          if (sourceExt.includes(path18.extname(baseName))) return void 0;
          const foundExt = sourceExt.find(
            (ext) => fs.existsSync(`${localBin}${ext}`)
          );
          if (foundExt) return `${localBin}${foundExt}`;
          return void 0;
        }
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        let executableFile = subcommand._executableFile || `${this._name}-${subcommand._name}`;
        let executableDir = this._executableDir || "";
        if (this._scriptPath) {
          let resolvedScriptPath;
          try {
            resolvedScriptPath = fs.realpathSync(this._scriptPath);
          } catch {
            resolvedScriptPath = this._scriptPath;
          }
          executableDir = path18.resolve(
            path18.dirname(resolvedScriptPath),
            executableDir
          );
        }
        if (executableDir) {
          let localFile = findFile(executableDir, executableFile);
          if (!localFile && !subcommand._executableFile && this._scriptPath) {
            const legacyName = path18.basename(
              this._scriptPath,
              path18.extname(this._scriptPath)
            );
            if (legacyName !== this._name) {
              localFile = findFile(
                executableDir,
                `${legacyName}-${subcommand._name}`
              );
            }
          }
          executableFile = localFile || executableFile;
        }
        launchWithNode = sourceExt.includes(path18.extname(executableFile));
        let proc;
        if (process2.platform !== "win32") {
          if (launchWithNode) {
            args.unshift(executableFile);
            args = incrementNodeInspectorPort(process2.execArgv).concat(args);
            proc = childProcess.spawn(process2.argv[0], args, { stdio: "inherit" });
          } else {
            proc = childProcess.spawn(executableFile, args, { stdio: "inherit" });
          }
        } else {
          this._checkForMissingExecutable(
            executableFile,
            executableDir,
            subcommand._name
          );
          args.unshift(executableFile);
          args = incrementNodeInspectorPort(process2.execArgv).concat(args);
          proc = childProcess.spawn(process2.execPath, args, { stdio: "inherit" });
        }
        if (!proc.killed) {
          const signals2 = ["SIGUSR1", "SIGUSR2", "SIGTERM", "SIGINT", "SIGHUP"];
          signals2.forEach((signal) => {
            process2.on(signal, () => {
              if (proc.killed === false && proc.exitCode === null) {
                proc.kill(signal);
              }
            });
          });
        }
        const exitCallback = this._exitCallback;
        proc.on("close", (code) => {
          code = code ?? 1;
          if (!exitCallback) {
            process2.exit(code);
          } else {
            exitCallback(
              new CommanderError2(
                code,
                "commander.executeSubCommandAsync",
                "(close)"
              )
            );
          }
        });
        proc.on("error", (err) => {
          if (err.code === "ENOENT") {
            this._checkForMissingExecutable(
              executableFile,
              executableDir,
              subcommand._name
            );
          } else if (err.code === "EACCES") {
            throw new Error(`'${executableFile}' not executable`);
          }
          if (!exitCallback) {
            process2.exit(1);
          } else {
            const wrappedError = new CommanderError2(
              1,
              "commander.executeSubCommandAsync",
              "(error)"
            );
            wrappedError.nestedError = err;
            exitCallback(wrappedError);
          }
        });
        this.runningCommand = proc;
      }
      /**
       * @private
       */
      _dispatchSubcommand(commandName, operands, unknown) {
        const subCommand = this._findCommand(commandName);
        if (!subCommand) this.help({ error: true });
        subCommand._prepareForParse();
        let promiseChain;
        promiseChain = this._chainOrCallSubCommandHook(
          promiseChain,
          subCommand,
          "preSubcommand"
        );
        promiseChain = this._chainOrCall(promiseChain, () => {
          if (subCommand._executableHandler) {
            this._executeSubCommand(subCommand, operands.concat(unknown));
          } else {
            return subCommand._parseCommand(operands, unknown);
          }
        });
        return promiseChain;
      }
      /**
       * Invoke help directly if possible, or dispatch if necessary.
       * e.g. help foo
       *
       * @private
       */
      _dispatchHelpCommand(subcommandName) {
        if (!subcommandName) {
          this.help();
        }
        const subCommand = this._findCommand(subcommandName);
        if (subCommand && !subCommand._executableHandler) {
          subCommand.help();
        }
        return this._dispatchSubcommand(
          subcommandName,
          [],
          [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? "--help"]
        );
      }
      /**
       * Check this.args against expected this.registeredArguments.
       *
       * @private
       */
      _checkNumberOfArguments() {
        this.registeredArguments.forEach((arg, i) => {
          if (arg.required && this.args[i] == null) {
            this.missingArgument(arg.name());
          }
        });
        if (this.registeredArguments.length > 0 && this.registeredArguments[this.registeredArguments.length - 1].variadic) {
          return;
        }
        if (this.args.length > this.registeredArguments.length) {
          this._excessArguments(this.args);
        }
      }
      /**
       * Process this.args using this.registeredArguments and save as this.processedArgs!
       *
       * @private
       */
      _processArguments() {
        const myParseArg = (argument, value2, previous) => {
          let parsedValue = value2;
          if (value2 !== null && argument.parseArg) {
            const invalidValueMessage = `error: command-argument value '${value2}' is invalid for argument '${argument.name()}'.`;
            parsedValue = this._callParseArg(
              argument,
              value2,
              previous,
              invalidValueMessage
            );
          }
          return parsedValue;
        };
        this._checkNumberOfArguments();
        const processedArgs = [];
        this.registeredArguments.forEach((declaredArg, index) => {
          let value2 = declaredArg.defaultValue;
          if (declaredArg.variadic) {
            if (index < this.args.length) {
              value2 = this.args.slice(index);
              if (declaredArg.parseArg) {
                value2 = value2.reduce((processed, v) => {
                  return myParseArg(declaredArg, v, processed);
                }, declaredArg.defaultValue);
              }
            } else if (value2 === void 0) {
              value2 = [];
            }
          } else if (index < this.args.length) {
            value2 = this.args[index];
            if (declaredArg.parseArg) {
              value2 = myParseArg(declaredArg, value2, declaredArg.defaultValue);
            }
          }
          processedArgs[index] = value2;
        });
        this.processedArgs = processedArgs;
      }
      /**
       * Once we have a promise we chain, but call synchronously until then.
       *
       * @param {(Promise|undefined)} promise
       * @param {Function} fn
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCall(promise, fn) {
        if (promise?.then && typeof promise.then === "function") {
          return promise.then(() => fn());
        }
        return fn();
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallHooks(promise, event) {
        let result = promise;
        const hooks = [];
        this._getCommandAndAncestors().reverse().filter((cmd) => cmd._lifeCycleHooks[event] !== void 0).forEach((hookedCommand) => {
          hookedCommand._lifeCycleHooks[event].forEach((callback) => {
            hooks.push({ hookedCommand, callback });
          });
        });
        if (event === "postAction") {
          hooks.reverse();
        }
        hooks.forEach((hookDetail) => {
          result = this._chainOrCall(result, () => {
            return hookDetail.callback(hookDetail.hookedCommand, this);
          });
        });
        return result;
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {Command} subCommand
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallSubCommandHook(promise, subCommand, event) {
        let result = promise;
        if (this._lifeCycleHooks[event] !== void 0) {
          this._lifeCycleHooks[event].forEach((hook) => {
            result = this._chainOrCall(result, () => {
              return hook(this, subCommand);
            });
          });
        }
        return result;
      }
      /**
       * Process arguments in context of this command.
       * Returns action result, in case it is a promise.
       *
       * @private
       */
      _parseCommand(operands, unknown) {
        const parsed = this.parseOptions(unknown);
        this._parseOptionsEnv();
        this._parseOptionsImplied();
        operands = operands.concat(parsed.operands);
        unknown = parsed.unknown;
        this.args = operands.concat(unknown);
        if (operands && this._findCommand(operands[0])) {
          return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
        }
        if (this._getHelpCommand() && operands[0] === this._getHelpCommand().name()) {
          return this._dispatchHelpCommand(operands[1]);
        }
        if (this._defaultCommandName) {
          this._outputHelpIfRequested(unknown);
          return this._dispatchSubcommand(
            this._defaultCommandName,
            operands,
            unknown
          );
        }
        if (this.commands.length && this.args.length === 0 && !this._actionHandler && !this._defaultCommandName) {
          this.help({ error: true });
        }
        this._outputHelpIfRequested(parsed.unknown);
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        const checkForUnknownOptions = () => {
          if (parsed.unknown.length > 0) {
            this.unknownOption(parsed.unknown[0]);
          }
        };
        const commandEvent = `command:${this.name()}`;
        if (this._actionHandler) {
          checkForUnknownOptions();
          this._processArguments();
          let promiseChain;
          promiseChain = this._chainOrCallHooks(promiseChain, "preAction");
          promiseChain = this._chainOrCall(
            promiseChain,
            () => this._actionHandler(this.processedArgs)
          );
          if (this.parent) {
            promiseChain = this._chainOrCall(promiseChain, () => {
              this.parent.emit(commandEvent, operands, unknown);
            });
          }
          promiseChain = this._chainOrCallHooks(promiseChain, "postAction");
          return promiseChain;
        }
        if (this.parent?.listenerCount(commandEvent)) {
          checkForUnknownOptions();
          this._processArguments();
          this.parent.emit(commandEvent, operands, unknown);
        } else if (operands.length) {
          if (this._findCommand("*")) {
            return this._dispatchSubcommand("*", operands, unknown);
          }
          if (this.listenerCount("command:*")) {
            this.emit("command:*", operands, unknown);
          } else if (this.commands.length) {
            this.unknownCommand();
          } else {
            checkForUnknownOptions();
            this._processArguments();
          }
        } else if (this.commands.length) {
          checkForUnknownOptions();
          this.help({ error: true });
        } else {
          checkForUnknownOptions();
          this._processArguments();
        }
      }
      /**
       * Find matching command.
       *
       * @private
       * @return {Command | undefined}
       */
      _findCommand(name) {
        if (!name) return void 0;
        return this.commands.find(
          (cmd) => cmd._name === name || cmd._aliases.includes(name)
        );
      }
      /**
       * Return an option matching `arg` if any.
       *
       * @param {string} arg
       * @return {Option}
       * @package
       */
      _findOption(arg) {
        return this.options.find((option) => option.is(arg));
      }
      /**
       * Display an error message if a mandatory option does not have a value.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForMissingMandatoryOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd.options.forEach((anOption) => {
            if (anOption.mandatory && cmd.getOptionValue(anOption.attributeName()) === void 0) {
              cmd.missingMandatoryOptionValue(anOption);
            }
          });
        });
      }
      /**
       * Display an error message if conflicting options are used together in this.
       *
       * @private
       */
      _checkForConflictingLocalOptions() {
        const definedNonDefaultOptions = this.options.filter((option) => {
          const optionKey = option.attributeName();
          if (this.getOptionValue(optionKey) === void 0) {
            return false;
          }
          return this.getOptionValueSource(optionKey) !== "default";
        });
        const optionsWithConflicting = definedNonDefaultOptions.filter(
          (option) => option.conflictsWith.length > 0
        );
        optionsWithConflicting.forEach((option) => {
          const conflictingAndDefined = definedNonDefaultOptions.find(
            (defined) => option.conflictsWith.includes(defined.attributeName())
          );
          if (conflictingAndDefined) {
            this._conflictingOption(option, conflictingAndDefined);
          }
        });
      }
      /**
       * Display an error message if conflicting options are used together.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForConflictingOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd._checkForConflictingLocalOptions();
        });
      }
      /**
       * Parse options from `argv` removing known options,
       * and return argv split into operands and unknown arguments.
       *
       * Side effects: modifies command by storing options. Does not reset state if called again.
       *
       * Examples:
       *
       *     argv => operands, unknown
       *     --known kkk op => [op], []
       *     op --known kkk => [op], []
       *     sub --unknown uuu op => [sub], [--unknown uuu op]
       *     sub -- --unknown uuu op => [sub --unknown uuu op], []
       *
       * @param {string[]} args
       * @return {{operands: string[], unknown: string[]}}
       */
      parseOptions(args) {
        const operands = [];
        const unknown = [];
        let dest = operands;
        function maybeOption(arg) {
          return arg.length > 1 && arg[0] === "-";
        }
        const negativeNumberArg = (arg) => {
          if (!/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg)) return false;
          return !this._getCommandAndAncestors().some(
            (cmd) => cmd.options.map((opt) => opt.short).some((short) => /^-\d$/.test(short))
          );
        };
        let activeVariadicOption = null;
        let activeGroup = null;
        let i = 0;
        while (i < args.length || activeGroup) {
          const arg = activeGroup ?? args[i++];
          activeGroup = null;
          if (arg === "--") {
            if (dest === unknown) dest.push(arg);
            dest.push(...args.slice(i));
            break;
          }
          if (activeVariadicOption && (!maybeOption(arg) || negativeNumberArg(arg))) {
            this.emit(`option:${activeVariadicOption.name()}`, arg);
            continue;
          }
          activeVariadicOption = null;
          if (maybeOption(arg)) {
            const option = this._findOption(arg);
            if (option) {
              if (option.required) {
                const value2 = args[i++];
                if (value2 === void 0) this.optionMissingArgument(option);
                this.emit(`option:${option.name()}`, value2);
              } else if (option.optional) {
                let value2 = null;
                if (i < args.length && (!maybeOption(args[i]) || negativeNumberArg(args[i]))) {
                  value2 = args[i++];
                }
                this.emit(`option:${option.name()}`, value2);
              } else {
                this.emit(`option:${option.name()}`);
              }
              activeVariadicOption = option.variadic ? option : null;
              continue;
            }
          }
          if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
            const option = this._findOption(`-${arg[1]}`);
            if (option) {
              if (option.required || option.optional && this._combineFlagAndOptionalValue) {
                this.emit(`option:${option.name()}`, arg.slice(2));
              } else {
                this.emit(`option:${option.name()}`);
                activeGroup = `-${arg.slice(2)}`;
              }
              continue;
            }
          }
          if (/^--[^=]+=/.test(arg)) {
            const index = arg.indexOf("=");
            const option = this._findOption(arg.slice(0, index));
            if (option && (option.required || option.optional)) {
              this.emit(`option:${option.name()}`, arg.slice(index + 1));
              continue;
            }
          }
          if (dest === operands && maybeOption(arg) && !(this.commands.length === 0 && negativeNumberArg(arg))) {
            dest = unknown;
          }
          if ((this._enablePositionalOptions || this._passThroughOptions) && operands.length === 0 && unknown.length === 0) {
            if (this._findCommand(arg)) {
              operands.push(arg);
              unknown.push(...args.slice(i));
              break;
            } else if (this._getHelpCommand() && arg === this._getHelpCommand().name()) {
              operands.push(arg, ...args.slice(i));
              break;
            } else if (this._defaultCommandName) {
              unknown.push(arg, ...args.slice(i));
              break;
            }
          }
          if (this._passThroughOptions) {
            dest.push(arg, ...args.slice(i));
            break;
          }
          dest.push(arg);
        }
        return { operands, unknown };
      }
      /**
       * Return an object containing local option values as key-value pairs.
       *
       * @return {object}
       */
      opts() {
        if (this._storeOptionsAsProperties) {
          const result = {};
          const len = this.options.length;
          for (let i = 0; i < len; i++) {
            const key = this.options[i].attributeName();
            result[key] = key === this._versionOptionName ? this._version : this[key];
          }
          return result;
        }
        return this._optionValues;
      }
      /**
       * Return an object containing merged local and global option values as key-value pairs.
       *
       * @return {object}
       */
      optsWithGlobals() {
        return this._getCommandAndAncestors().reduce(
          (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
          {}
        );
      }
      /**
       * Display error message and exit (or call exitOverride).
       *
       * @param {string} message
       * @param {object} [errorOptions]
       * @param {string} [errorOptions.code] - an id string representing the error
       * @param {number} [errorOptions.exitCode] - used with process.exit
       */
      error(message, errorOptions) {
        this._outputConfiguration.outputError(
          `${message}
`,
          this._outputConfiguration.writeErr
        );
        if (typeof this._showHelpAfterError === "string") {
          this._outputConfiguration.writeErr(`${this._showHelpAfterError}
`);
        } else if (this._showHelpAfterError) {
          this._outputConfiguration.writeErr("\n");
          this.outputHelp({ error: true });
        }
        const config = errorOptions || {};
        const exitCode = config.exitCode || 1;
        const code = config.code || "commander.error";
        this._exit(exitCode, code, message);
      }
      /**
       * Apply any option related environment variables, if option does
       * not have a value from cli or client code.
       *
       * @private
       */
      _parseOptionsEnv() {
        this.options.forEach((option) => {
          if (option.envVar && option.envVar in process2.env) {
            const optionKey = option.attributeName();
            if (this.getOptionValue(optionKey) === void 0 || ["default", "config", "env"].includes(
              this.getOptionValueSource(optionKey)
            )) {
              if (option.required || option.optional) {
                this.emit(`optionEnv:${option.name()}`, process2.env[option.envVar]);
              } else {
                this.emit(`optionEnv:${option.name()}`);
              }
            }
          }
        });
      }
      /**
       * Apply any implied option values, if option is undefined or default value.
       *
       * @private
       */
      _parseOptionsImplied() {
        const dualHelper = new DualOptions(this.options);
        const hasCustomOptionValue = (optionKey) => {
          return this.getOptionValue(optionKey) !== void 0 && !["default", "implied"].includes(this.getOptionValueSource(optionKey));
        };
        this.options.filter(
          (option) => option.implied !== void 0 && hasCustomOptionValue(option.attributeName()) && dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option
          )
        ).forEach((option) => {
          Object.keys(option.implied).filter((impliedKey) => !hasCustomOptionValue(impliedKey)).forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              "implied"
            );
          });
        });
      }
      /**
       * Argument `name` is missing.
       *
       * @param {string} name
       * @private
       */
      missingArgument(name) {
        const message = `error: missing required argument '${name}'`;
        this.error(message, { code: "commander.missingArgument" });
      }
      /**
       * `Option` is missing an argument.
       *
       * @param {Option} option
       * @private
       */
      optionMissingArgument(option) {
        const message = `error: option '${option.flags}' argument missing`;
        this.error(message, { code: "commander.optionMissingArgument" });
      }
      /**
       * `Option` does not have a value, and is a mandatory option.
       *
       * @param {Option} option
       * @private
       */
      missingMandatoryOptionValue(option) {
        const message = `error: required option '${option.flags}' not specified`;
        this.error(message, { code: "commander.missingMandatoryOptionValue" });
      }
      /**
       * `Option` conflicts with another option.
       *
       * @param {Option} option
       * @param {Option} conflictingOption
       * @private
       */
      _conflictingOption(option, conflictingOption) {
        const findBestOptionFromValue = (option2) => {
          const optionKey = option2.attributeName();
          const optionValue = this.getOptionValue(optionKey);
          const negativeOption = this.options.find(
            (target) => target.negate && optionKey === target.attributeName()
          );
          const positiveOption = this.options.find(
            (target) => !target.negate && optionKey === target.attributeName()
          );
          if (negativeOption && (negativeOption.presetArg === void 0 && optionValue === false || negativeOption.presetArg !== void 0 && optionValue === negativeOption.presetArg)) {
            return negativeOption;
          }
          return positiveOption || option2;
        };
        const getErrorMessage = (option2) => {
          const bestOption = findBestOptionFromValue(option2);
          const optionKey = bestOption.attributeName();
          const source = this.getOptionValueSource(optionKey);
          if (source === "env") {
            return `environment variable '${bestOption.envVar}'`;
          }
          return `option '${bestOption.flags}'`;
        };
        const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
        this.error(message, { code: "commander.conflictingOption" });
      }
      /**
       * Unknown option `flag`.
       *
       * @param {string} flag
       * @private
       */
      unknownOption(flag) {
        if (this._allowUnknownOption) return;
        let suggestion = "";
        if (flag.startsWith("--") && this._showSuggestionAfterError) {
          let candidateFlags = [];
          let command = this;
          do {
            const moreFlags = command.createHelp().visibleOptions(command).filter((option) => option.long).map((option) => option.long);
            candidateFlags = candidateFlags.concat(moreFlags);
            command = command.parent;
          } while (command && !command._enablePositionalOptions);
          suggestion = suggestSimilar(flag, candidateFlags);
        }
        const message = `error: unknown option '${flag}'${suggestion}`;
        this.error(message, { code: "commander.unknownOption" });
      }
      /**
       * Excess arguments, more than expected.
       *
       * @param {string[]} receivedArgs
       * @private
       */
      _excessArguments(receivedArgs) {
        if (this._allowExcessArguments) return;
        const expected = this.registeredArguments.length;
        const s = expected === 1 ? "" : "s";
        const forSubcommand = this.parent ? ` for '${this.name()}'` : "";
        const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${receivedArgs.length}.`;
        this.error(message, { code: "commander.excessArguments" });
      }
      /**
       * Unknown command.
       *
       * @private
       */
      unknownCommand() {
        const unknownName = this.args[0];
        let suggestion = "";
        if (this._showSuggestionAfterError) {
          const candidateNames = [];
          this.createHelp().visibleCommands(this).forEach((command) => {
            candidateNames.push(command.name());
            if (command.alias()) candidateNames.push(command.alias());
          });
          suggestion = suggestSimilar(unknownName, candidateNames);
        }
        const message = `error: unknown command '${unknownName}'${suggestion}`;
        this.error(message, { code: "commander.unknownCommand" });
      }
      /**
       * Get or set the program version.
       *
       * This method auto-registers the "-V, --version" option which will print the version number.
       *
       * You can optionally supply the flags and description to override the defaults.
       *
       * @param {string} [str]
       * @param {string} [flags]
       * @param {string} [description]
       * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
       */
      version(str, flags, description) {
        if (str === void 0) return this._version;
        this._version = str;
        flags = flags || "-V, --version";
        description = description || "output the version number";
        const versionOption = this.createOption(flags, description);
        this._versionOptionName = versionOption.attributeName();
        this._registerOption(versionOption);
        this.on("option:" + versionOption.name(), () => {
          this._outputConfiguration.writeOut(`${str}
`);
          this._exit(0, "commander.version", str);
        });
        return this;
      }
      /**
       * Set the description.
       *
       * @param {string} [str]
       * @param {object} [argsDescription]
       * @return {(string|Command)}
       */
      description(str, argsDescription) {
        if (str === void 0 && argsDescription === void 0)
          return this._description;
        this._description = str;
        if (argsDescription) {
          this._argsDescription = argsDescription;
        }
        return this;
      }
      /**
       * Set the summary. Used when listed as subcommand of parent.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      summary(str) {
        if (str === void 0) return this._summary;
        this._summary = str;
        return this;
      }
      /**
       * Set an alias for the command.
       *
       * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
       *
       * @param {string} [alias]
       * @return {(string|Command)}
       */
      alias(alias) {
        if (alias === void 0) return this._aliases[0];
        let command = this;
        if (this.commands.length !== 0 && this.commands[this.commands.length - 1]._executableHandler) {
          command = this.commands[this.commands.length - 1];
        }
        if (alias === command._name)
          throw new Error("Command alias can't be the same as its name");
        const matchingCommand = this.parent?._findCommand(alias);
        if (matchingCommand) {
          const existingCmd = [matchingCommand.name()].concat(matchingCommand.aliases()).join("|");
          throw new Error(
            `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`
          );
        }
        command._aliases.push(alias);
        return this;
      }
      /**
       * Set aliases for the command.
       *
       * Only the first alias is shown in the auto-generated help.
       *
       * @param {string[]} [aliases]
       * @return {(string[]|Command)}
       */
      aliases(aliases) {
        if (aliases === void 0) return this._aliases;
        aliases.forEach((alias) => this.alias(alias));
        return this;
      }
      /**
       * Set / get the command usage `str`.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      usage(str) {
        if (str === void 0) {
          if (this._usage) return this._usage;
          const args = this.registeredArguments.map((arg) => {
            return humanReadableArgName(arg);
          });
          return [].concat(
            this.options.length || this._helpOption !== null ? "[options]" : [],
            this.commands.length ? "[command]" : [],
            this.registeredArguments.length ? args : []
          ).join(" ");
        }
        this._usage = str;
        return this;
      }
      /**
       * Get or set the name of the command.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      name(str) {
        if (str === void 0) return this._name;
        this._name = str;
        return this;
      }
      /**
       * Set/get the help group heading for this subcommand in parent command's help.
       *
       * @param {string} [heading]
       * @return {Command | string}
       */
      helpGroup(heading) {
        if (heading === void 0) return this._helpGroupHeading ?? "";
        this._helpGroupHeading = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for subcommands added to this command.
       * (This does not override a group set directly on the subcommand using .helpGroup().)
       *
       * @example
       * program.commandsGroup('Development Commands:);
       * program.command('watch')...
       * program.command('lint')...
       * ...
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      commandsGroup(heading) {
        if (heading === void 0) return this._defaultCommandGroup ?? "";
        this._defaultCommandGroup = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for options added to this command.
       * (This does not override a group set directly on the option using .helpGroup().)
       *
       * @example
       * program
       *   .optionsGroup('Development Options:')
       *   .option('-d, --debug', 'output extra debugging')
       *   .option('-p, --profile', 'output profiling information')
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      optionsGroup(heading) {
        if (heading === void 0) return this._defaultOptionGroup ?? "";
        this._defaultOptionGroup = heading;
        return this;
      }
      /**
       * @param {Option} option
       * @private
       */
      _initOptionGroup(option) {
        if (this._defaultOptionGroup && !option.helpGroupHeading)
          option.helpGroup(this._defaultOptionGroup);
      }
      /**
       * @param {Command} cmd
       * @private
       */
      _initCommandGroup(cmd) {
        if (this._defaultCommandGroup && !cmd.helpGroup())
          cmd.helpGroup(this._defaultCommandGroup);
      }
      /**
       * Set the name of the command from script filename, such as process.argv[1],
       * or require.main.filename, or __filename.
       *
       * (Used internally and public although not documented in README.)
       *
       * @example
       * program.nameFromFilename(require.main.filename);
       *
       * @param {string} filename
       * @return {Command}
       */
      nameFromFilename(filename) {
        this._name = path18.basename(filename, path18.extname(filename));
        return this;
      }
      /**
       * Get or set the directory for searching for executable subcommands of this command.
       *
       * @example
       * program.executableDir(__dirname);
       * // or
       * program.executableDir('subcommands');
       *
       * @param {string} [path]
       * @return {(string|null|Command)}
       */
      executableDir(path19) {
        if (path19 === void 0) return this._executableDir;
        this._executableDir = path19;
        return this;
      }
      /**
       * Return program help documentation.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
       * @return {string}
       */
      helpInformation(contextOptions) {
        const helper = this.createHelp();
        const context = this._getOutputContext(contextOptions);
        helper.prepareContext({
          error: context.error,
          helpWidth: context.helpWidth,
          outputHasColors: context.hasColors
        });
        const text = helper.formatHelp(this, helper);
        if (context.hasColors) return text;
        return this._outputConfiguration.stripColor(text);
      }
      /**
       * @typedef HelpContext
       * @type {object}
       * @property {boolean} error
       * @property {number} helpWidth
       * @property {boolean} hasColors
       * @property {function} write - includes stripColor if needed
       *
       * @returns {HelpContext}
       * @private
       */
      _getOutputContext(contextOptions) {
        contextOptions = contextOptions || {};
        const error = !!contextOptions.error;
        let baseWrite;
        let hasColors;
        let helpWidth;
        if (error) {
          baseWrite = (str) => this._outputConfiguration.writeErr(str);
          hasColors = this._outputConfiguration.getErrHasColors();
          helpWidth = this._outputConfiguration.getErrHelpWidth();
        } else {
          baseWrite = (str) => this._outputConfiguration.writeOut(str);
          hasColors = this._outputConfiguration.getOutHasColors();
          helpWidth = this._outputConfiguration.getOutHelpWidth();
        }
        const write = (str) => {
          if (!hasColors) str = this._outputConfiguration.stripColor(str);
          return baseWrite(str);
        };
        return { error, write, hasColors, helpWidth };
      }
      /**
       * Output help information for this command.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      outputHelp(contextOptions) {
        let deprecatedCallback;
        if (typeof contextOptions === "function") {
          deprecatedCallback = contextOptions;
          contextOptions = void 0;
        }
        const outputContext = this._getOutputContext(contextOptions);
        const eventContext = {
          error: outputContext.error,
          write: outputContext.write,
          command: this
        };
        this._getCommandAndAncestors().reverse().forEach((command) => command.emit("beforeAllHelp", eventContext));
        this.emit("beforeHelp", eventContext);
        let helpInformation = this.helpInformation({ error: outputContext.error });
        if (deprecatedCallback) {
          helpInformation = deprecatedCallback(helpInformation);
          if (typeof helpInformation !== "string" && !Buffer.isBuffer(helpInformation)) {
            throw new Error("outputHelp callback must return a string or a Buffer");
          }
        }
        outputContext.write(helpInformation);
        if (this._getHelpOption()?.long) {
          this.emit(this._getHelpOption().long);
        }
        this.emit("afterHelp", eventContext);
        this._getCommandAndAncestors().forEach(
          (command) => command.emit("afterAllHelp", eventContext)
        );
      }
      /**
       * You can pass in flags and a description to customise the built-in help option.
       * Pass in false to disable the built-in help option.
       *
       * @example
       * program.helpOption('-?, --help' 'show help'); // customise
       * program.helpOption(false); // disable
       *
       * @param {(string | boolean)} flags
       * @param {string} [description]
       * @return {Command} `this` command for chaining
       */
      helpOption(flags, description) {
        if (typeof flags === "boolean") {
          if (flags) {
            if (this._helpOption === null) this._helpOption = void 0;
            if (this._defaultOptionGroup) {
              this._initOptionGroup(this._getHelpOption());
            }
          } else {
            this._helpOption = null;
          }
          return this;
        }
        this._helpOption = this.createOption(
          flags ?? "-h, --help",
          description ?? "display help for command"
        );
        if (flags || description) this._initOptionGroup(this._helpOption);
        return this;
      }
      /**
       * Lazy create help option.
       * Returns null if has been disabled with .helpOption(false).
       *
       * @returns {(Option | null)} the help option
       * @package
       */
      _getHelpOption() {
        if (this._helpOption === void 0) {
          this.helpOption(void 0, void 0);
        }
        return this._helpOption;
      }
      /**
       * Supply your own option to use for the built-in help option.
       * This is an alternative to using helpOption() to customise the flags and description etc.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addHelpOption(option) {
        this._helpOption = option;
        this._initOptionGroup(option);
        return this;
      }
      /**
       * Output help information and exit.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      help(contextOptions) {
        this.outputHelp(contextOptions);
        let exitCode = Number(process2.exitCode ?? 0);
        if (exitCode === 0 && contextOptions && typeof contextOptions !== "function" && contextOptions.error) {
          exitCode = 1;
        }
        this._exit(exitCode, "commander.help", "(outputHelp)");
      }
      /**
       * // Do a little typing to coordinate emit and listener for the help text events.
       * @typedef HelpTextEventContext
       * @type {object}
       * @property {boolean} error
       * @property {Command} command
       * @property {function} write
       */
      /**
       * Add additional text to be displayed with the built-in help.
       *
       * Position is 'before' or 'after' to affect just this command,
       * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
       *
       * @param {string} position - before or after built-in help
       * @param {(string | Function)} text - string to add, or a function returning a string
       * @return {Command} `this` command for chaining
       */
      addHelpText(position, text) {
        const allowedValues = ["beforeAll", "before", "after", "afterAll"];
        if (!allowedValues.includes(position)) {
          throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        const helpEvent = `${position}Help`;
        this.on(helpEvent, (context) => {
          let helpStr;
          if (typeof text === "function") {
            helpStr = text({ error: context.error, command: context.command });
          } else {
            helpStr = text;
          }
          if (helpStr) {
            context.write(`${helpStr}
`);
          }
        });
        return this;
      }
      /**
       * Output help information if help flags specified
       *
       * @param {Array} args - array of options to search for help flags
       * @private
       */
      _outputHelpIfRequested(args) {
        const helpOption = this._getHelpOption();
        const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
        if (helpRequested) {
          this.outputHelp();
          this._exit(0, "commander.helpDisplayed", "(outputHelp)");
        }
      }
    };
    function incrementNodeInspectorPort(args) {
      return args.map((arg) => {
        if (!arg.startsWith("--inspect")) {
          return arg;
        }
        let debugOption;
        let debugHost = "127.0.0.1";
        let debugPort = "9229";
        let match;
        if ((match = arg.match(/^(--inspect(-brk)?)$/)) !== null) {
          debugOption = match[1];
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null) {
          debugOption = match[1];
          if (/^\d+$/.test(match[3])) {
            debugPort = match[3];
          } else {
            debugHost = match[3];
          }
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null) {
          debugOption = match[1];
          debugHost = match[3];
          debugPort = match[4];
        }
        if (debugOption && debugPort !== "0") {
          return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
        }
        return arg;
      });
    }
    function useColor() {
      if (process2.env.NO_COLOR || process2.env.FORCE_COLOR === "0" || process2.env.FORCE_COLOR === "false")
        return false;
      if (process2.env.FORCE_COLOR || process2.env.CLICOLOR_FORCE !== void 0)
        return true;
      return void 0;
    }
    exports.Command = Command2;
    exports.useColor = useColor;
  }
});

// node_modules/commander/index.js
var require_commander = __commonJS({
  "node_modules/commander/index.js"(exports) {
    var { Argument: Argument2 } = require_argument();
    var { Command: Command2 } = require_command();
    var { CommanderError: CommanderError2, InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var { Help: Help2 } = require_help();
    var { Option: Option2 } = require_option();
    exports.program = new Command2();
    exports.createCommand = (name) => new Command2(name);
    exports.createOption = (flags, description) => new Option2(flags, description);
    exports.createArgument = (name, description) => new Argument2(name, description);
    exports.Command = Command2;
    exports.Option = Option2;
    exports.Argument = Argument2;
    exports.Help = Help2;
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
    exports.InvalidOptionArgumentError = InvalidArgumentError2;
  }
});

// src/formats/skilltest/project-config.ts
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
var SKILLTEST_CONFIG_NAME = "skilltest.yaml";
var Unsigned = external_exports.number().int().min(0);
var OneharnessSchema = external_exports.strictObject({
  kind: external_exports.literal("oneharness"),
  bin: external_exports.string().default("oneharness").describe("The oneharness binary"),
  judge_harness: external_exports.string().default("claude-code").describe("Harness of evals and the user"),
  timeout_secs: Unsigned.default(120).describe("Per-call timeout of `oneharness run`")
});
var CommandSchema = external_exports.strictObject({
  kind: external_exports.literal("command"),
  command: external_exports.array(external_exports.string()).describe("The provider command as an argv vector")
});
var ApiJudgeSchema = external_exports.strictObject({
  kind: external_exports.literal("api"),
  vendor: external_exports.enum(["anthropic", "openai"]).describe("Which vendor's API the judge calls"),
  api_key_env: external_exports.string().nullable().optional().describe("Variable holding the API key"),
  base_url: external_exports.string().nullable().optional().describe("The endpoint (the full URL)"),
  timeout_secs: Unsigned.default(60).describe("Per-call timeout"),
  curl_bin: external_exports.string().default("curl").describe("The curl binary"),
  strict_json: external_exports.boolean().default(true).describe("Constrain the verdict to skilltest's schema")
});
var SkilltestConfigSchema = external_exports.strictObject({
  provider: external_exports.discriminatedUnion("kind", [OneharnessSchema, CommandSchema]).optional().describe("Which provider runs the skills (default: oneharness)"),
  platforms: external_exports.array(external_exports.string()).optional().describe("Platforms every case runs on"),
  models: external_exports.array(external_exports.string()).optional().describe("Models every case runs on"),
  judge_model: external_exports.string().optional().describe("Model of evals and the user (default: models[0])"),
  max_turns: Unsigned.optional().describe("Default cap on assistant turns of multi-turn cases"),
  judge: ApiJudgeSchema.nullable().optional().describe("A judge backend of its own")
});
var SKILLTEST_ONLY = ["provider", "platforms", "models", "judge_model"];
function isSkilltestConfigDocument(yaml, agentciKeys) {
  const keys = yaml.topKeys;
  const known = Object.keys(SkilltestConfigSchema.shape);
  const judge = isPlainObject(yaml.value) ? yaml.value.judge : void 0;
  const ownJudge = isPlainObject(judge) && "kind" in judge;
  const own = keys.some((k) => SKILLTEST_ONLY.includes(k)) || ownJudge;
  const agentciOnly = keys.some((k) => !known.includes(k) && agentciKeys.includes(k));
  return own && !agentciOnly;
}
function validate(c) {
  const out = [];
  const p = c.provider;
  if (p?.kind === "oneharness") {
    if (p.bin.trim() === "")
      out.push({ field: "provider.bin", message: "must name the oneharness binary" });
    if (p.judge_harness.trim() === "")
      out.push({ field: "provider.judge_harness", message: "must name a harness" });
    if (p.timeout_secs === 0)
      out.push({ field: "provider.timeout_secs", message: "must be at least 1" });
  }
  if (p?.kind === "command" && p.command.length === 0)
    out.push({ field: "provider.command", message: "must name a command" });
  if (c.platforms?.length === 0)
    out.push({ field: "platforms", message: "must list at least one harness platform" });
  if (c.models?.length === 0)
    out.push({ field: "models", message: "must list at least one model" });
  if (c.max_turns === 0) out.push({ field: "max_turns", message: "must be at least 1" });
  if (c.judge) {
    if (c.judge.timeout_secs === 0)
      out.push({ field: "judge.timeout_secs", message: "must be at least 1" });
    if (c.judge.curl_bin.trim() === "")
      out.push({ field: "judge.curl_bin", message: "must name the curl binary" });
  }
  return out;
}
function parseSkilltestConfig(yaml, file) {
  const at = (field) => ({ file, line: yaml.lineOf(field.split(".")) });
  if (yaml.errors.length)
    return {
      file,
      at,
      overrides: {},
      problems: yamlProblems(yaml, file, void 0, "invalid YAML")
    };
  const value2 = yaml.value ?? {};
  const parsed = SkilltestConfigSchema.safeParse(value2);
  if (!parsed.success)
    return {
      file,
      at,
      overrides: {},
      problems: describeIssues(SkilltestConfigSchema, value2, parsed.error.issues).map((i) => ({
        file,
        line: yaml.lineOf(i.path),
        field: formatPath(i.path),
        message: i.message
      }))
    };
  const c = parsed.data;
  const invalid = validate(c);
  if (invalid.length)
    return {
      file,
      at,
      overrides: {},
      problems: invalid.map((v) => ({
        file,
        line: yaml.lineOf(v.field.split(".")),
        field: v.field,
        message: v.message
      }))
    };
  const o = {};
  if (c.provider?.kind === "command") o.provider = c.provider.command;
  if (c.provider?.kind === "oneharness") o.oneharness = true;
  if (c.platforms) o.platforms = c.platforms;
  if (c.models) o.models = c.models;
  if (c.judge_model) o.judgeModel = c.judge_model;
  if (c.max_turns !== void 0) o.maxTurns = c.max_turns;
  if (c.judge) o.judge = c.judge;
  return { file, at, overrides: o, problems: [] };
}
function resolveSkilltestConfig(cwd, configFlag, agentciKeys) {
  if (configFlag !== void 0) {
    const read2 = readYaml(path.resolve(cwd, configFlag), configFlag);
    if (read2 && "yaml" in read2 && isSkilltestConfigDocument(read2.yaml, agentciKeys))
      return { project: parseSkilltestConfig(read2.yaml, configFlag), fromConfigFlag: true };
  }
  const read = readYaml(path.join(cwd, SKILLTEST_CONFIG_NAME), SKILLTEST_CONFIG_NAME);
  if (!read) return { fromConfigFlag: false };
  if ("problem" in read)
    return {
      project: {
        file: SKILLTEST_CONFIG_NAME,
        overrides: {},
        problems: [read.problem],
        at: () => ({ file: SKILLTEST_CONFIG_NAME, line: 0 })
      },
      fromConfigFlag: false
    };
  return { project: parseSkilltestConfig(read.yaml, SKILLTEST_CONFIG_NAME), fromConfigFlag: false };
}
function readYaml(abs, file) {
  if (!existsSync(abs) || !statSync(abs).isFile()) return void 0;
  try {
    return { yaml: parseYamlSource(readFileSync(abs, "utf8").replace(/^\uFEFF/, "")) };
  } catch (e) {
    return { problem: { file, line: 0, field: "", message: `cannot read: ${errorMessage(e)}` } };
  }
}
var VENDOR = {
  anthropic: { endpoint: "/v1/messages", key: "ANTHROPIC_API_KEY" },
  openai: { endpoint: "/chat/completions", key: "OPENAI_API_KEY" }
};
function apiJudgeModel(judge, model, at) {
  const vendor = VENDOR[judge.vendor];
  let base;
  if (judge.base_url) {
    const url = judge.base_url.replace(/\/+$/, "");
    if (!url.endsWith(vendor.endpoint))
      return {
        problem: {
          ...at("judge.base_url"),
          field: "judge.base_url",
          message: `must be the whole ${judge.vendor} endpoint, ending in ${vendor.endpoint} (agentci calls <base>${vendor.endpoint})`
        }
      };
    base = url.slice(0, -vendor.endpoint.length) || void 0;
  }
  const parsed = ModelConfigSchema.safeParse({
    provider: judge.vendor,
    model,
    api_key_env: judge.api_key_env ?? vendor.key,
    timeout: judge.timeout_secs,
    max_tokens: 1024,
    ...base ? { base_url: base } : {}
  });
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    const field = `judge.${formatPath(i?.path ?? [])}`;
    return {
      problem: {
        ...at(field),
        field,
        message: i?.message ?? "not a model agentci can call"
      }
    };
  }
  return { model: parsed.data };
}

// src/cli/run-engine.ts
import path5 from "node:path";

// src/cli/baseline-flags.ts
import { existsSync as existsSync3 } from "node:fs";
import path3 from "node:path";

// src/cli/merge-command.ts
import { existsSync as existsSync2 } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path2 from "node:path";
async function findReportFiles(dir) {
  const entries = (await readdir(dir, { withFileTypes: true })).sort(
    (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0
  );
  const out = [];
  const hasReport = entries.some((e) => e.isFile() && e.name === "report.json");
  if (hasReport) out.push(path2.join(dir, "report.json"));
  else {
    const names = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
    for (const e of entries)
      if (e.isFile() && e.name.endsWith(".jsonl") && // A run's default pair: Yao's report output-<ts>.jsonl and its stream output-<ts>.results.jsonl.
      !(e.name.endsWith(".results.jsonl") && names.has(e.name.replace(/\.results\.jsonl$/, ".jsonl"))))
        out.push(path2.join(dir, e.name));
  }
  for (const e of entries)
    if (e.isDirectory() && e.name !== "node_modules" && !e.name.startsWith("."))
      out.push(...await findReportFiles(path2.join(dir, e.name)));
  return out;
}
async function collectReportFiles(args, cwd) {
  const files = [];
  const problems = [];
  for (const a of args) {
    const abs = path2.resolve(cwd, a);
    if (!existsSync2(abs)) {
      problems.push(`${a}: no such file or folder`);
      continue;
    }
    if ((await stat(abs)).isDirectory()) {
      const found = await findReportFiles(abs);
      if (found.length === 0)
        problems.push(`${a}: no report.json or .jsonl results stream in this folder`);
      files.push(...found);
    } else files.push(abs);
  }
  return { files: [...new Set(files)], problems };
}
async function readMergeInputs(files, cwd) {
  const inputs = [];
  const problems = [];
  for (const f of files) {
    const rel = path2.relative(cwd, f) || f;
    try {
      const report = await readReport(f);
      inputs.push({ file: rel, report });
    } catch (e) {
      problems.push(e.message.replace(f, rel));
    }
  }
  return { inputs, problems };
}
async function mergeCommand(args, flags, world) {
  const c = colors(wantColor(flags.color, world.stdout, world.env));
  const outs = reportOnlyTargets(flags, world.cwd, "merge");
  if (outs.problems.length) {
    printProblems(outs.problems, world, formatProblem);
    return 2;
  }
  const { files, problems } = await collectReportFiles(args, world.cwd);
  const read = await readMergeInputs(files, world.cwd);
  problems.push(...read.problems);
  if (problems.length) {
    world.stderr.write(
      `agentci merge: ${problems.length} input problem${problems.length === 1 ? "" : "s"}, nothing merged:
`
    );
    for (const p of problems) world.stderr.write(`  ${inert(p, 2e3)}
`);
    return 2;
  }
  let merged;
  try {
    merged = mergeReports(read.inputs, { allowMissing: flags.allowMissing === true });
  } catch (e) {
    world.stderr.write(`agentci merge: ${e.message}
`);
    return e instanceof MergeOverlapError || e.message.startsWith("nothing to merge") ? 2 : 3;
  }
  world.stdout.write(
    c.dim(
      `merged ${plural(read.inputs.length, "report")}: ${plural(merged.report.summary.total, "case")}, ${plural(merged.report.summary.total_runs, "attempt")}
`
    )
  );
  for (const w of merged.warnings)
    world.stderr.write(`agentci merge: warning: ${inert(w, 2e3)}
`);
  const report = world.redactor ? world.redactor.value(merged.report) : merged.report;
  world.stdout.write(renderFinalTable(report, c));
  const failed = await writeAndList(
    report,
    outs.targets,
    {
      cwd: world.cwd,
      templatesDir: flags.templates,
      junitExtensions: flags.junitExtensions === true
    },
    world,
    c
  );
  if (failed) return failed;
  return report.gate.exit_code;
}

// src/cli/baseline-flags.ts
var flagKey = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
async function readBaselineFlags(flags, cwd) {
  const problems = [];
  const bad = (flag, message) => problems.push({ file: flag, line: 0, field: "", message });
  const str = (k) => typeof flags[k] === "string" ? flags[k] : void 0;
  const compare = parseCompareSettings(
    Object.fromEntries(COMPARE_SETTING_NAMES.map((n) => [n, str(flagKey(n))]))
  );
  for (const p of compare.problems) bad(`--${p.name}`, p.message);
  const baselineFile = str("baseline");
  const historyArgs = Array.isArray(flags.history) ? flags.history : [];
  if (baselineFile === void 0 && historyArgs.length === 0) {
    for (const n of COMPARE_SETTING_NAMES)
      if (str(flagKey(n)) !== void 0)
        bad(
          `--${n}`,
          "compares with the base branch: give --baseline <report> or --history <reports>"
        );
    return { problems };
  }
  const stale = [];
  const rel = (f) => path3.relative(cwd, f) || f;
  let base;
  if (baselineFile !== void 0) {
    const abs = path3.resolve(cwd, baselineFile);
    if (!existsSync3(abs)) bad("--baseline", `${baselineFile}: no such file`);
    else
      try {
        base = { report: await readReport(abs), source: { source: `file ${baselineFile}` } };
      } catch (e) {
        if (e instanceof StaleReportError)
          stale.push({ source: `file ${baselineFile}`, reason: e.reason });
        else bad("--baseline", e.message.replace(abs, baselineFile));
      }
  }
  const history = [];
  if (historyArgs.length) {
    const found = await collectReportFiles(historyArgs, cwd);
    for (const p of found.problems) bad("--history", p);
    for (const f of found.files) {
      try {
        history.push({ report: await readReport(f), run: { source: rel(f) } });
      } catch (e) {
        if (e instanceof StaleReportError) stale.push({ source: rel(f), reason: e.reason });
        else bad("--history", e.message.replace(f, rel(f)));
      }
    }
  }
  return {
    baseline: { input: { ...base ? { base } : {}, history, stale }, options: compare.settings },
    problems
  };
}
function compareRun(report, baseline) {
  const diff = compareWithBase(report, baseline.input, baseline.options);
  const gate = applyGate(report, {
    ...recordedGateOptions(report),
    maxRegressionPp: baseline.options.maxRegressionPp ?? null,
    diff
  });
  return { report: { ...report, gate }, diff };
}
function comparisonText(diff, c) {
  if (!diff?.comparison) return `${c.dim("no base report to compare with")}
`;
  const cmp = diff.comparison;
  const lines = [comparisonCountsLine(cmp, diff.base.source)];
  const power = powerLine(cmp);
  if (power) lines.push(c.dim(power));
  for (const n of comparisonNotes(cmp)) lines.push(c.dim(`  ${n}`));
  const shown = diff.cases.filter((d) => isNotable(d.compare));
  for (const d of shown.slice(0, 20)) {
    const v = d.compare;
    const text = `  ${inert(d.id, 200)}: ${inert(caseVerdictText(v), 400)}`;
    lines.push(v.verdict === "regression" ? c.red(text) : text);
  }
  if (shown.length > 20) lines.push(c.dim(`  and ${shown.length - 20} more`));
  return `${lines.join("\n")}
`;
}

// src/cli/settings.ts
import path4 from "node:path";
var IntFlag = external_exports.coerce.number().int().positive();
function camelCase(name) {
  return name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}
var FlagReader = class {
  constructor(flags) {
    this.flags = flags;
  }
  flags;
  problems = [];
  str(k) {
    const v = this.flags[k];
    return typeof v === "string" ? v : void 0;
  }
  list(k) {
    const v = this.flags[k];
    return Array.isArray(v) ? v : [];
  }
  bad(flag, message) {
    this.problems.push({ file: flag, line: 0, field: "", message });
  }
  /** A duration in ms (`30s`, `2m`, seconds), or undefined (absent, or a problem said). */
  duration(k, flag) {
    const v = this.str(k);
    if (v === void 0) return void 0;
    try {
      return parseDuration(v);
    } catch (e) {
      this.bad(flag, errorMessage(e));
      return void 0;
    }
  }
  /** A positive whole number, or undefined (absent, or a problem said). */
  int(k, flag) {
    const v = this.str(k);
    if (v === void 0) return void 0;
    const r = IntFlag.safeParse(v);
    if (!r.success) this.bad(flag, `expected a positive whole number, got ${JSON.stringify(v)}`);
    return r.success ? r.data : void 0;
  }
};
function agentFromFlags(f, cwd) {
  const agents = [];
  const command = f.str("agent");
  if (command) agents.push({ command, mode: "process", output: "auto" });
  const url = f.str("agentUrl");
  if (url) {
    const u = external_exports.url().safeParse(url);
    const model = f.str("agentModel");
    if (u.success)
      agents.push({ url: u.data, method: "POST", retries: 3, ...model ? { model } : {} });
    else f.bad("--agent-url", `expected a URL like http://127.0.0.1:8080/v1/chat/completions`);
  } else if (f.str("agentModel") !== void 0)
    f.bad("--agent-model", "goes with --agent-url (in agentci.yaml: model: on the HTTP agent)");
  const module = f.str("agentModule");
  if (module) agents.push({ module: path4.resolve(cwd, module), export: "run" });
  if (agents.length > 1) f.bad("--agent", "give only one of --agent, --agent-url, --agent-module");
  return agents[0];
}
function cacheFromFlags(f, cwd) {
  const mode = f.str("cacheMode");
  const dir = f.str("cache");
  if (dir !== void 0) return { dir: path4.resolve(cwd, dir), mode: mode ?? "auto" };
  if (mode !== void 0) f.bad("--cache-mode", "needs --cache <dir> (the folder of recordings)");
  return void 0;
}
function commonSettings(inputs, f, world) {
  const run = parseRunSettings({
    ...Object.fromEntries(RUN_SETTING_NAMES.map((n) => [n, f.str(camelCase(n))])),
    // --trace / --no-trace are switches; the setting's text is the action input's.
    trace: f.flags.trace === true ? "otlp" : f.flags.trace === false ? "off" : void 0
  });
  for (const p of run.problems) f.bad(`--${p.name}`, p.message);
  const agent = agentFromFlags(f, world.cwd);
  const cache = cacheFromFlags(f, world.cwd);
  const judgeRuns = f.int("judgeRuns", "--judge-runs");
  if (judgeRuns !== void 0 && judgeRuns > MAX_JUDGE_RUNS)
    f.bad("--judge-runs", `at most ${MAX_JUDGE_RUNS}, got ${judgeRuns}`);
  const quarantine = f.str("quarantine");
  return {
    inputs,
    cwd: world.cwd,
    configPath: f.str("config"),
    agent,
    ...run.settings,
    runFilter: f.str("run"),
    failFast: f.flags.failFast === true,
    strict: f.flags.strict === true,
    user: f.str("user"),
    team: f.str("team"),
    locale: f.str("locale"),
    ctxFile: f.str("ctx"),
    templatesDir: f.str("templates"),
    gitSha: world.env.GITHUB_SHA,
    ...cache ? { cache } : {},
    ...quarantine !== void 0 ? { quarantinePath: quarantine } : {},
    ...judgeRuns !== void 0 && judgeRuns <= MAX_JUDGE_RUNS ? { judgeRuns } : {}
  };
}

// src/cli/run-engine.ts
function tablePrinter(world, c, verbose, compared, heartbeatMs) {
  const progress = new Progress(world.stdout, c, verbose, {
    ...heartbeatMs !== void 0 ? { heartbeatMs } : {}
  });
  return {
    start: ({ cases, totalAttempts, target }) => progress.start(totalAttempts, cases.length, target?.description),
    attemptStart: (k, run) => progress.attemptStart(k.suite, k.id, run),
    attempt: (a) => progress.attempt(a),
    case: (r) => progress.case(r),
    rateLimit: (w) => progress.rateLimit(w),
    end: () => progress.end(),
    summary: (report, diff) => {
      world.stdout.write(renderFinalTable(report, c));
      if (compared) world.stdout.write(comparisonText(diff, c));
    }
  };
}
function refuse(problems, world) {
  printProblems(problems, world, formatProblem);
  return 2;
}
async function readRunFiles(flags, world) {
  const problems = [];
  let estimateFrom;
  if (typeof flags.estimateFrom === "string") {
    try {
      const { readReport: readReport2 } = await import("../chunks/report-command-E3PYDWEH.js");
      estimateFrom = await readReport2(path5.resolve(world.cwd, flags.estimateFrom));
    } catch (e) {
      problems.push({ file: "--estimate-from", line: 0, field: "", message: errorMessage(e) });
    }
  }
  const compare = await readBaselineFlags(flags, world.cwd);
  problems.push(...compare.problems);
  return {
    ...estimateFrom ? { estimateFrom } : {},
    ...compare.baseline ? { compare: compare.baseline } : {},
    problems
  };
}
async function executeRun(job, world, c) {
  const { printer } = job;
  let report;
  let streamError;
  let compared;
  const compare = job.compare;
  const completeReport = compare ? (r) => {
    const done = compareRun(r, compare);
    compared = { diff: done.diff };
    return done.report;
  } : void 0;
  try {
    report = await runSuites(job.settings, {
      ...job.front,
      env: world.env,
      redactor: world.redactor,
      signal: world.signal,
      now: world.now,
      log: job.verbose ? (l) => world.stderr.write(`${inert(l, 400)}
`) : void 0,
      onWarning: (l) => world.stderr.write(`${inert(l, 400)}
`),
      // The files a search left out (data beside the suites): a count, each named with -v.
      onLeftOut: (files) => {
        for (const l of leftOutLines(files, job.verbose)) world.stderr.write(`${inert(l, 400)}
`);
      },
      onStart: (info) => printer.start(info),
      onAttemptStart: (k, run, env) => printer.attemptStart?.(k, run, env),
      onAttempt: (a) => printer.attempt(a),
      onCase: (r) => printer.case(r),
      onRateLimitWait: (waits) => printer.rateLimit(waits),
      ...completeReport ? { completeReport } : {}
    });
  } catch (e) {
    printer.end();
    if (e instanceof ResultsWriteError && e.report) {
      streamError = e;
      report = e.report;
    } else if (e instanceof InputError) return job.fail(e.problems);
    else if (e instanceof NoCasesError || e instanceof HookRunError) {
      world.stderr.write(`agentci: ${e.message}
`);
      return 1;
    } else {
      world.stderr.write(`agentci: ${errorMessage(e)}
`);
      return 3;
    }
  }
  printer.end();
  let diff = compared?.diff;
  if (compare && !compared) ({ report, diff } = compareRun(report, compare));
  printer.summary(report, diff);
  const written = [];
  const failures = [];
  if (streamError)
    failures.push(`${streamError.message}; the run was stopped, results cover what finished`);
  else if (job.settings.resultsPath) written.push(job.settings.resultsPath);
  const { targets, render } = job.outputs(report);
  try {
    written.push(
      ...await writeOutputs(report, targets, {
        ...render,
        cwd: world.cwd,
        ...diff ? { diff } : {}
      })
    );
    if (job.writeOwn) written.push(...await job.writeOwn(report));
  } catch (e) {
    if (e instanceof OutputsWriteError) {
      written.push(...e.written);
      failures.push(...e.failures);
    } else failures.push(errorMessage(e));
  }
  listWrites(written, failures, world, c, job.quiet === true);
  if (failures.length) return 3;
  return job.exitCode?.(report) ?? report.gate.exit_code;
}
async function runThroughDoor(paths, flags, world, door) {
  const c = colors(wantColor(flags.color, world.stdout, world.env));
  const outs = outputTargets(flags, world.cwd, door.output);
  const f = new FlagReader(flags);
  const settings = commonSettings([...f.list("input"), ...paths], f, world);
  const parts = door.read?.(settings, f, world) ?? {};
  const heartbeatMs = f.duration("heartbeat", "--heartbeat");
  const fail = parts.refuse ?? ((p) => refuse(p, world));
  const files = await readRunFiles(flags, world);
  const problems = [...f.problems, ...outs.problems, ...files.problems];
  if (problems.length) return fail(problems);
  for (const n of parts.notes ?? []) world.stderr.write(`agentci: warning: ${inert(n, 400)}
`);
  if (files.estimateFrom) settings.estimateFrom = files.estimateFrom;
  const results = typeof flags.results === "string" ? flags.results : void 0;
  if (flags.results !== false && (results !== void 0 || outs.resultsPath))
    settings.resultsPath = results !== void 0 ? path5.resolve(world.cwd, results) : outs.resultsPath;
  const verbose = flags.verbose === true;
  const compared = files.compare !== void 0;
  return executeRun(
    {
      settings,
      front: { formats: FORMATS, ...parts.front },
      outputs: () => ({
        targets: outs.targets,
        render: {
          templatesDir: settings.templatesDir,
          junitExtensions: flags.junitExtensions === true
        }
      }),
      ...files.compare ? { compare: files.compare } : {},
      printer: (parts.printer ?? ((cc, v, cmp, hb) => tablePrinter(world, cc, v, cmp, hb)))(
        c,
        verbose,
        compared,
        heartbeatMs
      ),
      verbose,
      ...parts.quiet ? { quiet: true } : {},
      fail,
      ...parts.exitCode ? { exitCode: parts.exitCode } : {}
    },
    world,
    c
  );
}

// src/formats/skilltest/provider.ts
var UsageWire = external_exports.object({
  input_tokens: external_exports.number().int().nonnegative().nullish(),
  output_tokens: external_exports.number().int().nonnegative().nullish(),
  cost_usd: external_exports.number().nullish()
}).nullish();
var ToolEventWire = external_exports.object({
  kind: external_exports.string(),
  name: external_exports.string().nullish(),
  input: external_exports.unknown().optional(),
  output: external_exports.string().nullish(),
  index: external_exports.number().int().nonnegative().default(0)
});
var MockCallWire = external_exports.object({
  tool: external_exports.string().nullish(),
  input: external_exports.unknown().optional(),
  action: external_exports.enum(["allow", "deny", "rewrite", "stub"]),
  rule: external_exports.number().int().nonnegative().nullish()
});
var RespondWire = external_exports.object({
  message: external_exports.string(),
  done: external_exports.boolean().default(false),
  usage: UsageWire,
  events: external_exports.array(ToolEventWire).nullish(),
  mock_calls: external_exports.array(MockCallWire).nullish()
});
var UserWire = external_exports.object({
  message: external_exports.string(),
  stop: external_exports.boolean().default(false),
  usage: UsageWire
});
var JudgeWire = external_exports.object({
  value: external_exports.union([external_exports.boolean(), external_exports.number()]),
  reason: external_exports.string().default(""),
  usage: UsageWire
});
function toUsage(u) {
  if (!u) return void 0;
  if (u.input_tokens == null && u.output_tokens == null && u.cost_usd == null) return void 0;
  return {
    input_tokens: u.input_tokens ?? 0,
    output_tokens: u.output_tokens ?? 0,
    ...u.cost_usd != null ? { cost_usd: u.cost_usd } : {}
  };
}
var ProviderError = class extends AttemptFailure {
};
function providerMessage(op, message) {
  return `provider error (${op}): ${message}`;
}
function classifyProviderMessage(message) {
  const m = /provider error \((respond|user|judge)\): (.*)/s.exec(message);
  if (!m) return void 0;
  const rest = m[2] ?? "";
  if (rest.startsWith("could not run provider")) return { op: m[1], kind: "spawn" };
  if (/^(provider exited|provider produced no output|provider response was not valid JSON|expected a (boolean|numeric) verdict|the request carried a `mocks` block)/.test(
    rest
  ))
    return { op: m[1], kind: "protocol" };
  return { op: m[1] };
}
function compileMockRules(decls) {
  const rules = [];
  for (const d of decls) {
    const action = mockAction(d);
    if (action === "spy") continue;
    const match = {};
    if (d.match.tool !== void 0) match.tool = d.match.tool;
    if (d.match.contains !== void 0) match.event_contains = d.match.contains;
    if (d.match.pattern !== void 0) match.event_regex = d.match.pattern;
    if (d.match.input && Object.keys(d.match.input).length > 0) {
      const input = {};
      for (const [k, p] of Object.entries(d.match.input)) {
        if (typeof p === "object" && p !== null) {
          const spec = {};
          if (p.equals !== void 0) spec.equals = p.equals;
          if (p.contains !== void 0) spec.contains = p.contains;
          if (p.pattern !== void 0) spec.regex = p.pattern;
          input[k] = spec;
        } else input[k] = { equals: typeof p === "string" ? p : JSON.stringify(p) };
      }
      match.input = input;
    }
    let compiled;
    if (action === "stub") compiled = { stub: stubWire(d.stub) };
    else if (action === "deny")
      compiled = { deny: { message: typeof d.deny === "string" ? d.deny : d.deny?.message } };
    else compiled = { rewrite: { input: d.rewrite } };
    rules.push({ match, action: compiled });
  }
  return rules.length > 0 ? { rules } : null;
}
function stubWire(stub) {
  const one = (s) => typeof s === "string" ? { output: s, exit_code: 0 } : {
    output: s.output,
    exit_code: s.exit_code ?? 0
  };
  return Array.isArray(stub) ? stub.map(one) : one(stub);
}
var SkilltestProvider = class {
  constructor(command, cwd, env) {
    this.cwd = cwd;
    this.env = env;
    this.argv = typeof command === "string" ? command.split(/\s+/).filter((a) => a !== "") : [...command];
  }
  cwd;
  env;
  argv;
  /** Sends one request, returns the parsed response (provider.rs CommandProvider::call). */
  async call(op, request, schema, signal, timeoutMs) {
    const env = {};
    for (const [k, v] of Object.entries(this.env)) if (v !== void 0) env[k] = v;
    const spec = { ...commandArgv(this.argv), cwd: this.cwd, env };
    let stdout2;
    try {
      ({ stdout: stdout2 } = await runProcess(spec, `${JSON.stringify({ op, ...request })}
`, {
        signal,
        timeoutMs
      }));
    } catch (e) {
      if (e instanceof AttemptFailure && e.kind === "timeout") throw e;
      if (signal.aborted) throw e;
      const why = errorMessage(e);
      const failure = e instanceof AttemptFailure ? e : void 0;
      if (failure?.exitCode !== void 0 || /^killed by signal/.test(why)) {
        const status = failure?.exitCode != null ? `exit status: ${failure.exitCode}` : why.split(";")[0];
        throw new ProviderError(
          providerMessage(op, `provider exited with ${status}: ${(failure?.stderr ?? "").trim()}`),
          { exitCode: failure?.exitCode, cause: e }
        );
      }
      throw new ProviderError(
        providerMessage(
          op,
          `could not run provider \`${this.argv[0] ?? ""}\`: ${why}. Is it installed and on PATH?`
        ),
        { cause: e }
      );
    }
    const line = stdout2.trim();
    if (line === "")
      throw new ProviderError(
        providerMessage(op, "provider produced no output (expected one JSON response object)")
      );
    let value2;
    try {
      value2 = JSON.parse(line);
    } catch (e) {
      throw new ProviderError(
        providerMessage(
          op,
          `provider response was not valid JSON for \`${op}\`: ${e.message}; got: ${line.slice(0, 500)}`
        )
      );
    }
    const parsed = schema.safeParse(value2);
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      const at = i?.path.length ? `${i.path.join(".")}: ` : "";
      throw new ProviderError(
        providerMessage(
          op,
          `provider response was not valid JSON for \`${op}\`: ${at}${i?.message ?? "invalid"}; got: ${line.slice(0, 500)}`
        )
      );
    }
    return parsed.data;
  }
  /** One skill turn. `mocks` present = the mock/spy channel is on for this run. */
  async respond(a, signal, timeoutMs) {
    const reply = await this.call(
      "respond",
      {
        platform: a.platform,
        model: a.model,
        skill: a.skill,
        messages: a.messages,
        ...a.mocks ? { mocks: a.mocks } : {}
      },
      RespondWire,
      signal,
      timeoutMs
    );
    if (a.mocks && reply.mock_calls == null)
      throw new ProviderError(
        providerMessage(
          "respond",
          "the request carried a `mocks` block but the response has no `mock_calls` (a provider that ignores mocks cannot be scored)"
        )
      );
    return reply;
  }
  /** One simulated-user turn. */
  async user(model, persona, messages, signal, timeoutMs) {
    const r = await this.call("user", { model, persona, messages }, UserWire, signal, timeoutMs);
    const usage = toUsage(r.usage);
    return { message: r.message, stop: r.stop, ...usage ? { usage } : {} };
  }
  /** One judgement; the value's type must fit the kind (command.rs judge). */
  async judge(model, q, messages, signal, timeoutMs) {
    const r = await this.call(
      "judge",
      {
        model,
        kind: q.kind,
        criterion: q.criterion,
        ...q.scale ? { min: q.scale[0], max: q.scale[1] } : {},
        messages
      },
      JudgeWire,
      signal,
      timeoutMs
    );
    if (q.kind === "boolean" && typeof r.value !== "boolean")
      throw new ProviderError(
        providerMessage("judge", "expected a boolean verdict value, got a number")
      );
    if (q.kind === "numeric" && typeof r.value !== "number")
      throw new ProviderError(
        providerMessage("judge", "expected a numeric verdict value, got a boolean")
      );
    const usage = toUsage(r.usage);
    return { value: r.value, reason: r.reason, ...usage ? { usage } : {} };
  }
};
function cellOf(c) {
  return {
    platform: c.matrix?.platform ?? DEFAULT_PLATFORM,
    model: c.matrix?.model ?? DEFAULT_MODEL
  };
}
function mockCallsOf(records, decls) {
  const ruleToDecl = decls.flatMap((d, i) => mockAction(d) === "spy" ? [] : [i]);
  return records.map((r) => {
    const declIndex = r.rule != null ? ruleToDecl[r.rule] : void 0;
    const intercepted = r.action !== "allow" && declIndex !== void 0;
    return {
      tool: r.tool ?? "",
      input: r.input ?? null,
      action: r.action === "allow" ? "spy" : r.action,
      ...intercepted ? { mock: mockName(decls[declIndex], declIndex) } : {}
    };
  });
}
function createProviderTarget(provider) {
  return {
    kind: "command",
    description: `provider: ${provider.argv.join(" ")}`,
    close: () => Promise.resolve(),
    async run(req) {
      const c = req.case;
      const skill = req.attempt.skill;
      if (!skill)
        throw new AttemptFailure(
          `${c.id}: --provider runs skilltest cases only (this case has no skill)`
        );
      const channel = c.mocks.length > 0 || c.spy;
      const reply = await provider.respond(
        {
          ...cellOf(c),
          skill,
          messages: skilltestMessages(req.attempt.messages),
          ...channel ? { mocks: { rules: compileMockRules(c.mocks) } } : {}
        },
        req.signal,
        req.timeoutMs
      );
      const events = (reply.events ?? []).map(
        (e) => Object.fromEntries(Object.entries(e).filter(([, v]) => v !== null && v !== void 0))
      );
      const assistant = {
        role: "assistant",
        content: reply.message,
        ...events.length > 0 ? { events } : {}
      };
      const usage = toUsage(reply.usage);
      return {
        output: reply.message,
        messages: [...req.attempt.messages, assistant],
        ...reply.mock_calls ? { mock_calls: mockCallsOf(reply.mock_calls, c.mocks) } : {},
        ...usage ? { usage } : {},
        // runner.rs converse: a skill that says it is done ends a multi-turn conversation.
        ...reply.done ? { finish_reason: "skill_done" } : {}
      };
    }
  };
}

// src/cli/compat/skilltest/output.ts
var SKILLTEST_FORMATS = ["json", "human", "json-stream", "skilltest"];
function isSkilltestFormat(f) {
  return typeof f === "string" && SKILLTEST_FORMATS.includes(f);
}
var KINDS = [
  [
    /environment variable \S+ is not set|\b40[13]\b|unauthori[sz]ed|authentication|api key/i,
    "auth"
  ],
  [/\b429\b|rate.?limit/i, "rate_limit"],
  [/model\b.*\bnot (found|exist)|unknown model/i, "model_not_found"],
  [/quota|billing|insufficient.credit/i, "quota"],
  [/overloaded|\b529\b/i, "overloaded"],
  [/ENOENT|EACCES|spawn|could not start|not found on PATH/i, "spawn"],
  [/unusable|not valid JSON|protocol|could not parse/i, "protocol"]
];
function classifyFailure(message, timedOut = false) {
  if (timedOut) return "timeout";
  return KINDS.find(([re]) => re.test(message))?.[1];
}
function providerFailure(report) {
  const opts = report.metadata.options;
  for (const r of report.results) {
    if (r.format !== "skilltest-yaml") continue;
    for (const a of r.run_details) {
      if (a.status !== "error" && a.status !== "timeout") continue;
      const judged = a.checks.find((k) => k.error !== void 0);
      const message = `${r.id}: ${judged?.error ?? a.error ?? a.status}`;
      const fromProvider = classifyProviderMessage(message);
      if (fromProvider)
        return {
          code: "provider",
          message,
          ...fromProvider.kind ? { kind: fromProvider.kind } : {},
          context: fromProvider.op
        };
      const kind = classifyFailure(message, a.status === "timeout");
      const context = judged ? "judge" : `agentci:${opts.agent?.kind ?? "agent"}`;
      return { code: "provider", message, ...kind ? { kind } : {}, context };
    }
  }
  return void 0;
}
function isProviderProblem(p) {
  return /environment variable \S+ is not set/.test(p.message);
}
function ndjson(v) {
  return `${inertJsonText(JSON.stringify(v))}
`;
}
function renderStream(st) {
  let out = "";
  for (const run of st.runs) {
    let turn = 0;
    for (const m of run.transcript.messages) {
      if (m.role !== "assistant") continue;
      turn++;
      for (const event of m.events ?? [])
        out += ndjson({
          type: "event",
          case: run.case,
          platform: run.platform,
          model: run.model,
          turn,
          event
        });
    }
  }
  return out + ndjson({ type: "result", report: st });
}
function renderSkilltestOutput(report, format, failure) {
  const stderr2 = failure ? `error: ${failure.message}
` : "";
  if (format === "human") return { stdout: renderSkilltestHuman(report), stderr: stderr2 };
  if (format === "json-stream") {
    if (failure) return { stdout: ndjson({ type: "error", error: failure }), stderr: stderr2 };
    return { stdout: renderStream(toSkilltestReport(report)), stderr: stderr2 };
  }
  if (failure) return { stdout: `${inertJsonText(JSON.stringify(failure, null, 2))}
`, stderr: stderr2 };
  return { stdout: renderSkilltest(report), stderr: stderr2 };
}
function renderSkilltestError(format, err) {
  if (format === "human") return "";
  if (format === "json-stream") return ndjson({ type: "error", error: err });
  return `${inertJsonText(JSON.stringify(err, null, 2))}
`;
}

// src/formats/skilltest/run-options.ts
import { readFile } from "node:fs/promises";
import path6 from "node:path";
async function applySkilltestRunOptions(cases, opts) {
  const shared = opts.mocksFile ? await loadMocksFile(opts.mocksFile, opts.cwd) : [];
  for (const c of cases) {
    if (opts.maxTurns !== void 0 && c.user_sim && c.user_sim.max_turns === void 0)
      c.max_turns = opts.maxTurns;
    if (opts.spy) c.spy = true;
    if (shared.length > 0) c.mocks = [...shared, ...c.mocks];
  }
  return cases.map((c) => matrixCells(c, opts));
}
function matrixCells(c, opts) {
  if (opts.provider === void 0) return [c];
  const platforms = opts.platforms?.length ? opts.platforms : [DEFAULT_PLATFORM];
  const models = opts.models?.length ? opts.models : [DEFAULT_MODEL];
  const many = platforms.length * models.length > 1;
  return platforms.flatMap(
    (platform) => models.map((model) => ({
      ...c,
      id: many ? `${c.id} [${platform}/${model}]` : c.id,
      matrix: { platform, model, name: c.id }
    }))
  );
}
async function loadMocksFile(file, cwd) {
  const problem = (line, field, message) => {
    throw new InputError([{ file, line, field, message }]);
  };
  let text = "";
  try {
    text = await readFile(path6.resolve(cwd, file), "utf8");
  } catch (e) {
    problem(0, "", `could not read --mocks file: ${errorMessage(e)}`);
  }
  const src = parseYamlSource(text);
  if (src.errors.length > 0)
    throw new InputError(yamlProblems(src, file, void 0, "invalid YAML"));
  const parsed = external_exports.array(MockDeclSchema).safeParse(dropSkilltestNulls({ mocks: src.value }).mocks);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    const at = i?.path ?? [];
    problem(
      src.lineOf(at),
      at.map(String).join("."),
      `not a mock declaration list: ${i?.message ?? ""}`
    );
  }
  return parsed.data ?? [];
}

// src/cli/compat/skilltest/provider-run.ts
function checkProviderRun(command, cases) {
  const empty = typeof command === "string" ? command.trim() === "" : (command[0] ?? "").trim() === "";
  const others = cases.filter((c) => c.format !== "skilltest-yaml" && c.skip === false);
  if (empty || others.length > 0)
    throw new InputError(
      empty ? [{ file: "--provider", line: 0, field: "", message: "provider command is empty" }] : others.slice(0, 5).map((c) => ({
        file: c.source.file,
        line: c.source.line,
        field: "",
        message: `a skilltest provider (--provider, or provider: in skilltest.yaml) runs skilltest cases only; this is a ${c.format} case`
      }))
    );
}
function providerRuntimes(cases, ctx) {
  const { command, meter } = ctx;
  checkProviderRun(command, cases);
  const provider = new SkilltestProvider(command, ctx.cwd, ctx.env);
  const target = createProviderTarget(provider);
  const judgeModel = ctx.judgeModel ?? ctx.models?.[0] ?? DEFAULT_MODEL;
  const metered = (c, run, r) => {
    if (r.usage) meter.add({ suite: c.suite, caseId: c.id, run }, r.usage);
    return r;
  };
  const apiJudge2 = (c, run) => ctx.judgeFor?.({ suite: c.suite, caseId: c.id, run });
  const judgeFor = (c, run, timeoutMs = ctx.timeoutMs) => {
    const llm = apiJudge2(c, run);
    if (llm) return skilltestModelJudge(llm);
    return async (q, transcript, signal) => metered(
      c,
      run,
      await provider.judge(
        judgeModel,
        q,
        skilltestMessages(transcript.messages),
        signal ?? new AbortController().signal,
        timeoutMs
      )
    );
  };
  return {
    target,
    formats: {},
    // skilltest cases have no Yao hooks and no validator agents.
    hooks: void 0,
    extras: { close: () => Promise.resolve() },
    targetFor: () => target,
    judge: async (c, output, transcript, signal, run) => judgeEvals(c, transcript, output, { provider: judgeFor(c, run), signal }),
    conversation: (c, input, signal, progress) => runConversation(
      c,
      input,
      signal,
      {
        target,
        timeoutMs: c.timeout_ms ?? ctx.timeoutMs,
        user: {
          next: async (conversation, sig) => {
            const llm = apiJudge2(c, input.run);
            if (llm) {
              const message = await skilltestModelUser(
                llm,
                c.user_sim?.persona ?? "",
                skilltestMessages(conversation),
                sig ?? signal
              );
              return { done: false, message };
            }
            const turn = metered(
              c,
              input.run,
              await provider.user(
                judgeModel,
                c.user_sim?.persona ?? "",
                skilltestMessages(conversation),
                sig ?? signal,
                c.timeout_ms ?? ctx.timeoutMs
              )
            );
            return { done: false, message: turn.message, stop: turn.stop };
          }
        },
        doneWhen: async (conversation, criterion, sig) => (await judgeFor(c, input.run, c.timeout_ms ?? ctx.timeoutMs)(
          { kind: "boolean", criterion },
          { messages: conversation },
          sig
        )).value === true,
        cwd: ctx.cwd
      },
      progress
    )
  };
}

// src/cli/compat/skilltest/sourcing.ts
function skilltestSourcing(flags, cwd) {
  const caseJson = flags.caseJson ?? [];
  const opts = {
    cwd,
    ...flags.provider !== void 0 ? { provider: flags.provider } : {},
    ...flags.platforms ? { platforms: flags.platforms } : {},
    ...flags.models ? { models: flags.models } : {},
    ...flags.maxTurns !== void 0 ? { maxTurns: flags.maxTurns } : {},
    ...flags.spy ? { spy: true } : {},
    ...flags.mocksFile ? { mocksFile: flags.mocksFile } : {}
  };
  return {
    ...caseJson.length > 0 ? { inputsOptional: true } : {},
    // skilltest's cmd_run (cli.rs) with no PATH and no --case-json, in its words; agentci.yaml's
    // suites: are this door's extra.
    noInputs: "no test cases given: pass a test-case PATH or --case-json <FILE> (or set suites: in agentci.yaml)",
    async extraCases() {
      const cases = [];
      const problems = [];
      for (const file of caseJson) {
        const r = await loadCaseJson(file, { cwd });
        cases.push(...r.cases);
        problems.push(...r.problems);
      }
      return { cases, problems };
    },
    async prepare(cases) {
      const own = cases.filter((c) => c.format === "skilltest-yaml");
      if (own.length === 0) return cases;
      const prepared = await applySkilltestRunOptions(own, opts);
      const byCase = new Map(own.map((c, i) => [c, prepared[i] ?? []]));
      return cases.flatMap((c) => byCase.get(c) ?? [c]);
    }
  };
}
function skilltestProvider(flags, world) {
  const command = flags.provider;
  if (command === void 0) return void 0;
  return (cases, ctx) => providerRuntimes(cases, {
    command,
    cwd: world.cwd,
    env: world.env,
    ...flags.models ? { models: flags.models } : {},
    ...flags.judgeModel !== void 0 ? { judgeModel: flags.judgeModel } : {},
    timeoutMs: ctx.timeoutMs,
    meter: ctx.meter,
    ...ctx.judgeFor ? { judgeFor: ctx.judgeFor } : {}
  });
}

// src/cli/compat/skilltest/command.ts
function skilltestFlags(f, hasAgent, project, notes) {
  const out = {};
  const st = project?.overrides ?? {};
  if (f.list("caseJson").length > 0) out.caseJson = f.list("caseJson");
  const maxTurns = f.int("maxTurns", "--max-turns") ?? st.maxTurns;
  if (maxTurns !== void 0) out.maxTurns = maxTurns;
  if (f.flags.spy === true) out.spy = true;
  const mocks = f.str("mocks");
  if (mocks !== void 0) out.mocksFile = mocks;
  const provider = f.str("provider");
  if (provider !== void 0) {
    if (provider.trim() === "") f.bad("--provider", "provider command is empty");
    else out.provider = provider;
    if (hasAgent) f.bad("--provider", "give either --provider or an --agent, not both");
  } else if (st.provider && !hasAgent) out.provider = st.provider;
  else if (st.provider && project)
    notes.push(`${project.file}: its provider is not used: --agent runs the cases`);
  const providerRun = out.provider !== void 0 || provider !== void 0;
  const platforms = f.list("platform").length ? f.list("platform") : st.platforms;
  const models = f.list("model").length ? f.list("model") : st.models;
  if (providerRun && platforms) out.platforms = platforms;
  if (providerRun && models) out.models = models;
  if (!providerRun) oneharnessOnly(f, project, notes);
  const judgeModel = f.str("judgeModel") ?? (providerRun || st.judge ? st.judgeModel : void 0);
  if (judgeModel !== void 0) out.judgeModel = judgeModel;
  return out;
}
function oneharnessOnly(f, project, notes) {
  for (const [k, flag] of [
    ["platform", "-p/--platform"],
    ["model", "-m/--model"],
    ["judgeHarness", "--judge-harness"],
    ["oneharnessBin", "--oneharness-bin"]
  ])
    if (f.flags[k] !== void 0)
      f.bad(
        flag,
        "picks a oneharness platform or model, which agentci does not run: use it with --provider <cmd>"
      );
  const st = project?.overrides ?? {};
  const unused = ["platforms", "models", "judge_model"].filter(
    (k) => (k === "platforms" ? st.platforms : k === "models" ? st.models : st.judgeModel) !== void 0 && !(k !== "platforms" && st.judge)
  );
  if (project && !st.provider && unused.length)
    notes.push(
      `${project.file}: ${unused.join(", ")} pick${unused.length === 1 ? "s" : ""} oneharness harnesses and models, which agentci does not run: unused without a command provider (provider: {kind: command, command: […]} or --provider); the agent is agentci's`
    );
}
function skilltestProject(settings, f) {
  const found = resolveSkilltestConfig(
    settings.cwd,
    f.str("config"),
    Object.keys(ConfigSchema.shape)
  );
  if (found.fromConfigFlag) delete settings.configPath;
  f.problems.push(...found.project?.problems ?? []);
  return found.project;
}
function apiJudge(settings, seed, project, f) {
  const judge = project?.overrides.judge;
  if (!judge || !project) return;
  const model = seed.judgeModel ?? seed.models?.[0] ?? project.overrides.models?.[0] ?? DEFAULT_MODEL;
  const m = apiJudgeModel(judge, model, project.at);
  if ("problem" in m) f.problems.push(m.problem);
  else settings.judgeApi = { model: m.model, file: project.file };
}
function skilltestRefuse(problems, flags, world) {
  printProblems(problems, world, formatProblem);
  const provider = problems.every(isProviderProblem);
  if (isSkilltestFormat(flags.format))
    world.stdout.write(
      renderSkilltestError(flags.format, {
        code: provider ? "provider" : "usage",
        message: problems.map(formatProblem).join("; "),
        ...provider ? { kind: "auth" } : {}
      })
    );
  return provider ? 3 : 2;
}
function skilltestPrinter(format, world, c, verbose, compared, heartbeatMs) {
  const table = tablePrinter(world, c, verbose, compared, heartbeatMs);
  if (!format) return table;
  return {
    start: () => void 0,
    attempt: () => void 0,
    case: () => void 0,
    rateLimit: () => void 0,
    end: () => table.end(),
    summary(report) {
      const out = renderSkilltestOutput(report, format, providerFailure(report));
      world.stdout.write(out.stdout);
      world.stderr.write(out.stderr);
    }
  };
}
function skilltestRunCommand(paths, flags, world) {
  return runThroughDoor(paths, flags, world, {
    output: "skilltest",
    read(settings, f) {
      const project = skilltestProject(settings, f);
      settings.missingJudge = "attempt";
      const notes = [];
      const seed = skilltestFlags(f, settings.agent !== void 0, project, notes);
      if (seed.judgeModel !== void 0) settings.judgeModel = seed.judgeModel;
      apiJudge(settings, seed, project, f);
      const format = isSkilltestFormat(flags.format) ? flags.format : void 0;
      const runtimes = skilltestProvider(seed, world);
      return {
        front: {
          sourcing: skilltestSourcing(seed, settings.cwd),
          ...runtimes ? { runtimes } : {}
        },
        printer: (c, verbose, compared, heartbeatMs) => skilltestPrinter(format, world, c, verbose, compared, heartbeatMs),
        // The skilltest JSON goes to stdout alone: no "wrote" notes around it.
        quiet: format !== void 0,
        notes,
        refuse: (p) => skilltestRefuse(p, flags, world),
        // skilltest's exit.rs: a provider, harness or judge failure in a skilltest case is exit 3.
        exitCode: (report) => providerFailure(report) ? 3 : void 0
      };
    }
  });
}

// src/cli/compat/skilltest/init.ts
import { existsSync as existsSync4, mkdirSync, writeFileSync } from "node:fs";
import path7 from "node:path";
var CONFIG = `# skilltest configuration. See https://github.com/nickderobertis/skilltest.
# The default provider runs skills through \`oneharness\` (must be on PATH).
provider:
  kind: oneharness
  bin: oneharness
  judge_harness: claude-code
platforms:
  - claude-code
models:
  - sonnet
judge_model: haiku
max_turns: 8
`;
var SKILL = `---
name: example
description: An example greeter skill scaffolded by \`skilltest init\`.
---
# Example greeter

Greet the user by name in one warm, professional sentence. Always use their
title and surname.

<!-- Offline demo only: skilltest-fake-provider replies with this line so you can
     try \`skilltest run\` without a real provider. A real model ignores it.
     fake-reply: Hello, Dr. Smith! Your appointment is confirmed. -->
`;
var CASE = `# An example test case. Run it with:
#   skilltest run cases/example.yaml
# or try it offline against the bundled fake provider:
#   skilltest run cases/example.yaml --provider skilltest-fake-provider
name: example
skill: ../skills/example
input: "Greet Dr. Smith, who has an appointment today."
evals:
  - type: boolean
    name: names-the-patient
    criterion: "the reply greets \`Dr. Smith\` by name"
  - type: numeric
    name: warmth
    criterion: "how warm and professional is the greeting"
    min: 0
    max: 10
    threshold: 7
`;
var SCAFFOLD_FILES = [
  ["skilltest.yaml", CONFIG],
  ["skills/example/SKILL.md", SKILL],
  ["cases/example.yaml", CASE]
];
function joined(dir, rel) {
  return dir.endsWith("/") ? `${dir}${rel}` : `${dir}/${rel}`;
}
function skilltestInitCommand(dir, world) {
  const at = (rel) => path7.resolve(world.cwd, dir, rel);
  for (const [rel] of SCAFFOLD_FILES)
    if (existsSync4(at(rel))) {
      world.stderr.write(
        `error: invalid test definition: refusing to overwrite existing ${joined(dir, rel)}; run \`skilltest init\` in an empty directory
`
      );
      return 2;
    }
  for (const [rel, content] of SCAFFOLD_FILES) {
    try {
      mkdirSync(path7.dirname(at(rel)), { recursive: true });
      writeFileSync(at(rel), content);
    } catch (e) {
      world.stderr.write(`error: could not write ${joined(dir, rel)}: ${errorMessage(e)}
`);
      return 2;
    }
    world.stdout.write(`created ${joined(dir, rel)}
`);
  }
  world.stdout.write(
    '\nNext: agentci skilltest run cases/example.yaml --provider "<your skilltest provider command>"\n'
  );
  return 0;
}

// src/model/skilltest-schemas/case.schema.json
var case_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "TestCase",
  description: "One test case.\n\nThis type is the source of truth for the **input contract**\n(`schemas/case.schema.json`): the shape a `--case-json` payload — and the\nSDKs' generated case models — must have. Serialization skips\nabsent/default fields so the canonical JSON form is minimal; the SDK case\nbuilders emit that same form (pinned by the kitchen-sink golden in\n`tests/fixtures/contract/`).",
  type: "object",
  properties: {
    evals: {
      description: "The evals that decide whether this case passes. Must be non-empty.",
      type: "array",
      items: {
        $ref: "#/definitions/Eval"
      }
    },
    input: {
      description: "The initial data/prompt handed to the skill as the first user message.",
      type: "string"
    },
    mocks: {
      description: "Mock/spy declarations for this case: a declaration with a `stub`/`deny`/\n`rewrite` action intercepts matching tool calls; one without observes\nonly. `called`/`not_called` evals reference these by `name`.",
      type: "array",
      items: {
        $ref: "#/definitions/MockDecl"
      }
    },
    name: {
      description: "Human-readable name (defaults to the file stem when loaded from a file).",
      type: "string"
    },
    skill: {
      description: "Path to the skill directory under test, relative to the test-case file.",
      type: "string"
    },
    spy: {
      description: "Record every tool call through the mock/spy channel even with no\n`mocks` declared, so code-level consumers (the SDKs' spies) get records.\nImplied whenever `mocks` is non-empty.",
      type: "boolean"
    },
    user: {
      description: "Present for multi-turn cases; absent for single-turn.",
      anyOf: [
        {
          $ref: "#/definitions/SimulatedUser"
        },
        {
          type: "null"
        }
      ]
    }
  },
  additionalProperties: false,
  required: [
    "skill",
    "input",
    "evals"
  ],
  definitions: {
    Comparator: {
      description: "How a numeric score is compared to its threshold.",
      oneOf: [
        {
          description: "value >= threshold (the default).",
          type: "string",
          const: "gte"
        },
        {
          description: "value > threshold.",
          type: "string",
          const: "gt"
        },
        {
          description: "value <= threshold.",
          type: "string",
          const: "lte"
        },
        {
          description: "value < threshold.",
          type: "string",
          const: "lt"
        }
      ]
    },
    DenyMessage: {
      description: "The explicit form of a [`DenySpec`]: the model-visible message.",
      type: "object",
      properties: {
        message: {
          type: "string"
        }
      },
      additionalProperties: false,
      required: [
        "message"
      ]
    },
    DenySpec: {
      description: "A `deny` action: block the call with a model-visible message. Written as a\nbare string (the message) or a map with `message`.",
      anyOf: [
        {
          type: "string"
        },
        {
          $ref: "#/definitions/DenyMessage"
        }
      ]
    },
    Eval: {
      description: "An eval specification, as written in a test case's YAML (or compiled by an\nSDK's case builders).\n\nNewtype variants on purpose: serde cannot `deny_unknown_fields` on an\ninternally tagged enum, but it *does* enforce it on the variant structs, so\na typo'd eval field (`expcted:`) is a loud parse error instead of a\nsilently-applied default. The variant titles name the generated SDK model\nfor each union arm, so keep them stable: they are part of the SDK API\nsurface (the input contract, `schemas/case.schema.json`).",
      oneOf: [
        {
          title: "BooleanEval",
          description: "Assert a plain-English criterion holds (or, with `expected: false`, that\nit does not).",
          type: "object",
          properties: {
            criterion: {
              description: "The criterion the judge evaluates against the transcript.",
              type: "string"
            },
            expected: {
              description: "What the judge's verdict must equal to pass. Defaults to `true`.",
              type: "boolean",
              default: true
            },
            name: {
              description: "Optional human label for reports.",
              type: [
                "string",
                "null"
              ]
            },
            type: {
              type: "string",
              const: "boolean"
            }
          },
          additionalProperties: false,
          required: [
            "type",
            "criterion"
          ]
        },
        {
          title: "NumericEval",
          description: "Score a plain-English criterion on a numeric scale and compare it to a\nthreshold.",
          type: "object",
          properties: {
            comparator: {
              description: "How the score is compared to `threshold`. Defaults to `>=`.",
              allOf: [
                {
                  $ref: "#/definitions/Comparator"
                }
              ],
              default: "gte"
            },
            criterion: {
              description: "The criterion the judge scores.",
              type: "string"
            },
            max: {
              description: "Inclusive upper bound of the scale.",
              type: "number",
              format: "double"
            },
            min: {
              description: "Inclusive lower bound of the scale.",
              type: "number",
              format: "double"
            },
            name: {
              description: "Optional human label for reports.",
              type: [
                "string",
                "null"
              ]
            },
            threshold: {
              description: "The passing threshold.",
              type: "number",
              format: "double"
            },
            type: {
              type: "string",
              const: "numeric"
            }
          },
          additionalProperties: false,
          required: [
            "type",
            "criterion",
            "min",
            "max",
            "threshold"
          ]
        },
        {
          title: "CalledEval",
          description: "Deterministic: assert the referenced mock/spy observed at least one\nmatching call (or exactly `times`). Evaluated against the mock channel's\nrecords, not by a judge.",
          type: "object",
          properties: {
            mock: {
              description: "The `mocks:` declaration (mock or spy) this asserts on, by name.",
              type: "string"
            },
            name: {
              description: "Optional human label for reports.",
              type: [
                "string",
                "null"
              ]
            },
            times: {
              description: 'Exact required call count; absent means "at least once".',
              type: [
                "integer",
                "null"
              ],
              format: "uint64",
              minimum: 0
            },
            type: {
              type: "string",
              const: "called"
            },
            where: {
              description: "Optional per-field input predicates narrowing which calls count.",
              type: "object",
              additionalProperties: {
                $ref: "#/definitions/FieldPredicate"
              }
            }
          },
          additionalProperties: false,
          required: [
            "type",
            "mock"
          ]
        },
        {
          title: "NotCalledEval",
          description: "Deterministic: assert the referenced mock/spy observed **no** matching\ncall.",
          type: "object",
          properties: {
            mock: {
              description: "The `mocks:` declaration (mock or spy) this asserts on, by name.",
              type: "string"
            },
            name: {
              description: "Optional human label for reports.",
              type: [
                "string",
                "null"
              ]
            },
            type: {
              type: "string",
              const: "not_called"
            },
            where: {
              description: "Optional per-field input predicates narrowing which calls count.",
              type: "object",
              additionalProperties: {
                $ref: "#/definitions/FieldPredicate"
              }
            }
          },
          additionalProperties: false,
          required: [
            "type",
            "mock"
          ]
        }
      ]
    },
    FieldPredicate: {
      description: "A predicate on one tool-input field. Written in YAML either as a bare\nstring (exact equality) or as a map with any of `equals` / `contains` /\n`pattern` (all given forms must hold).\n\nNewtype variants around `deny_unknown_fields` structs, so a typo'd key\ninside a predicate is a loud parse error, never silently dropped.",
      anyOf: [
        {
          description: "Bare-string shorthand: the field must equal this exactly.",
          type: "string"
        },
        {
          description: "The explicit form; every given key must hold.",
          allOf: [
            {
              $ref: "#/definitions/FieldPredicateSpec"
            }
          ]
        }
      ]
    },
    FieldPredicateSpec: {
      description: "The explicit form of a [`FieldPredicate`]; every given key must hold.",
      type: "object",
      properties: {
        contains: {
          type: [
            "string",
            "null"
          ]
        },
        equals: {
          type: [
            "string",
            "null"
          ]
        },
        pattern: {
          description: "Unanchored regex (linear-time; same engine oneharness uses).",
          type: [
            "string",
            "null"
          ]
        }
      },
      additionalProperties: false
    },
    MockDecl: {
      description: "One mock or spy declaration — an entry of a test case's `mocks:` block, of\nthe CLI's `--mocks` file, or synthesized by an SDK. Exactly one of `stub` /\n`deny` / `rewrite` makes it a **mock** (the call is intercepted); none makes\nit a **spy** (observed only, matched locally against the returned records).",
      type: "object",
      properties: {
        deny: {
          description: "Block the call; the model reads the message as the tool's feedback.",
          anyOf: [
            {
              $ref: "#/definitions/DenySpec"
            },
            {
              type: "null"
            }
          ]
        },
        match: {
          $ref: "#/definitions/MockMatch"
        },
        name: {
          description: "Name evals (`type: called` / `not_called`) reference this declaration\nby. Optional; unnamed declarations get a positional fallback\n(`mock_<i>` / `spy_<i>`) used in reports and error messages.",
          type: [
            "string",
            "null"
          ]
        },
        rewrite: {
          description: "Substitute raw input fields (a JSON object) — the low-level escape\nhatch, and the way to mock file reads (rewrite `file_path` to a\nfixture)."
        },
        stub: {
          description: "Fake a shell call's result: the real command never runs and the model\nreceives this output as the tool's genuine result.",
          anyOf: [
            {
              $ref: "#/definitions/StubSpec"
            },
            {
              type: "null"
            }
          ]
        }
      },
      additionalProperties: false,
      required: [
        "match"
      ]
    },
    MockMatch: {
      description: "What a mock/spy declaration matches on. At least one criterion is required;\nevery given criterion must hold (AND).",
      type: "object",
      properties: {
        contains: {
          description: "Substring match over the raw hook event JSON (the tool name and its\ninput always serialize into it). Note the haystack is JSON: quotes and\nbackslashes inside tool input appear escaped.",
          type: [
            "string",
            "null"
          ]
        },
        input: {
          description: "Per-field predicates on the tool's input: the key is the argument name\n(`command`, `file_path`, …), and every listed field must match (a field\nabsent from the call fails the matcher). Non-string fields are compared\nagainst their compact JSON form.",
          type: "object",
          additionalProperties: {
            $ref: "#/definitions/FieldPredicate"
          }
        },
        pattern: {
          description: "Unanchored regex over the same haystack as `contains`, for non-exact\nneedles like `git push( --force)?`. Linear-time engine (no lookarounds).",
          type: [
            "string",
            "null"
          ]
        },
        tool: {
          description: "Case-insensitive exact match on the tool name. Tool names are\nper-harness (`Bash` on claude-code, `bash` on opencode/crush), so\ncross-harness matchers usually prefer `contains`/`pattern`/`input`.",
          type: [
            "string",
            "null"
          ]
        }
      },
      additionalProperties: false
    },
    SimulatedUser: {
      description: "The simulated-user block that turns a single-turn case into a multi-turn one.\nWhen present, after each assistant turn the runner asks the provider to play\nthe user (guided by `persona`) until `done_when` holds or `max_turns` is hit.",
      type: "object",
      properties: {
        done_when: {
          description: "A plain-English condition; when the judge decides it holds, the\nconversation ends. Optional — without it the run ends at `max_turns` or\nwhen the skill reports itself done.",
          type: [
            "string",
            "null"
          ]
        },
        max_turns: {
          description: "Per-case override of the global assistant-turn cap.",
          type: [
            "integer",
            "null"
          ],
          format: "uint32",
          minimum: 0
        },
        persona: {
          description: "Instructions describing how the simulated user should behave.",
          type: "string"
        }
      },
      additionalProperties: false,
      required: [
        "persona"
      ]
    },
    StubOutput: {
      description: "The explicit form of a [`StubSpec`]: the canned output plus an exit code.",
      type: "object",
      properties: {
        exit_code: {
          description: "Non-zero fakes a failing command. Default 0.",
          type: "integer",
          format: "int32",
          default: 0
        },
        output: {
          type: "string"
        }
      },
      additionalProperties: false,
      required: [
        "output"
      ]
    },
    StubResponse: {
      description: "One canned response: a bare string (the output, exit code 0) or a map with\n`output` + `exit_code`. Both a single `stub` and each item of a `stub`\nsequence take this shape.",
      anyOf: [
        {
          description: "Bare-string shorthand: the canned stdout, exit code 0.",
          type: "string"
        },
        {
          $ref: "#/definitions/StubOutput"
        }
      ]
    },
    StubSpec: {
      description: "A `stub` action: fake a shell call's result by declaring only the output.\nWritten as a bare string (the output), a map with `output` + `exit_code`,\nor a non-empty sequence of those two forms: the *n*-th call the mock\nintercepts within one skill run gets the *n*-th item, and every call after\nthe last item gets the last item again. A typo'd key inside the map form is\na loud parse error (deny on the inner struct), never a silently-applied\ndefault exit code.",
      anyOf: [
        {
          description: "Bare-string shorthand: the canned stdout, exit code 0.",
          type: "string"
        },
        {
          $ref: "#/definitions/StubOutput"
        },
        {
          description: "Ordered responses for successive intercepted calls; the last repeats.",
          type: "array",
          items: {
            $ref: "#/definitions/StubResponse"
          },
          minItems: 1
        }
      ]
    }
  }
};

// src/model/skilltest-schemas/report.schema.json
var report_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Report",
  description: "The top-level report for a `skilltest run` invocation.",
  type: "object",
  properties: {
    passed: {
      description: "True iff every run passed.",
      type: "boolean"
    },
    runs: {
      description: "Every individual run.",
      type: "array",
      items: {
        $ref: "#/definitions/CaseRun"
      }
    },
    summary: {
      description: "Aggregate counts.",
      allOf: [
        {
          $ref: "#/definitions/Summary"
        }
      ]
    }
  },
  required: [
    "passed",
    "summary",
    "runs"
  ],
  definitions: {
    CaseRun: {
      description: "The result of running one test case on one (platform, model) pair.",
      type: "object",
      properties: {
        case: {
          description: "The test case name.",
          type: "string"
        },
        evals: {
          description: "Per-eval outcomes, in declaration order.",
          type: "array",
          items: {
            $ref: "#/definitions/EvalOutcome"
          }
        },
        mock_calls: {
          description: 'Every tool call the mock/spy channel observed, in order, with the\noriginal (pre-rewrite) input and the verdict applied. `null` when the\nchannel was off for this run (no `mocks`, no `spy`); an empty array\nmeans the channel was on and the skill made no tool calls — SDKs use\nthat distinction so a spy on a channel-less run errs instead of reading\nas "zero calls".',
          type: [
            "array",
            "null"
          ],
          items: {
            $ref: "#/definitions/MockCall"
          }
        },
        model: {
          description: "The model this run used.",
          type: "string"
        },
        passed: {
          description: "True iff every eval in this run passed.",
          type: "boolean"
        },
        platform: {
          description: "The harness platform this run used.",
          type: "string"
        },
        skill: {
          description: "Absolute-ish path to the skill that was exercised.",
          type: "string"
        },
        transcript: {
          description: "The full conversation, for debugging and deterministic mix-in checks.",
          allOf: [
            {
              $ref: "#/definitions/Transcript"
            }
          ]
        },
        turns: {
          description: "Number of assistant turns produced.",
          type: "integer",
          format: "uint",
          minimum: 0
        },
        usage: {
          description: "Aggregated token/cost usage across every provider call in this run\n(skill turns + simulated-user turns + judge calls). Omitted when no\nusage was reported (e.g. the fake provider or a harness that doesn't\nsurface usage).",
          anyOf: [
            {
              $ref: "#/definitions/Usage"
            },
            {
              type: "null"
            }
          ]
        }
      },
      required: [
        "case",
        "skill",
        "platform",
        "model",
        "passed",
        "turns",
        "evals",
        "transcript"
      ]
    },
    Comparator: {
      description: "How a numeric score is compared to its threshold.",
      oneOf: [
        {
          description: "value >= threshold (the default).",
          type: "string",
          const: "gte"
        },
        {
          description: "value > threshold.",
          type: "string",
          const: "gt"
        },
        {
          description: "value <= threshold.",
          type: "string",
          const: "lte"
        },
        {
          description: "value < threshold.",
          type: "string",
          const: "lt"
        }
      ]
    },
    EvalDetail: {
      description: "The kind-specific detail of an eval outcome, for reporting.\n\nThe variant titles name the generated SDK model for each union arm, so keep\nthem stable: they are part of the SDK API surface.",
      oneOf: [
        {
          title: "BooleanDetail",
          type: "object",
          properties: {
            expected: {
              type: "boolean"
            },
            kind: {
              type: "string",
              const: "boolean"
            },
            value: {
              type: "boolean"
            }
          },
          required: [
            "kind",
            "value",
            "expected"
          ]
        },
        {
          title: "NumericDetail",
          type: "object",
          properties: {
            comparator: {
              $ref: "#/definitions/Comparator"
            },
            kind: {
              type: "string",
              const: "numeric"
            },
            threshold: {
              type: "number",
              format: "double"
            },
            value: {
              type: "number",
              format: "double"
            }
          },
          required: [
            "kind",
            "value",
            "threshold",
            "comparator"
          ]
        },
        {
          title: "CallsDetail",
          description: "The deterministic `called`/`not_called` verdict: how many observed calls\nmatched, against what expectation.",
          type: "object",
          properties: {
            count: {
              description: "Matching calls observed.",
              type: "integer",
              format: "uint",
              minimum: 0
            },
            kind: {
              type: "string",
              const: "calls"
            },
            negated: {
              description: "True for `not_called` (the eval required absence).",
              type: "boolean",
              default: false
            },
            times: {
              description: 'The exact count required (`times`); `null` means "at least one"\n(or, with `negated`, "none").',
              type: [
                "integer",
                "null"
              ],
              format: "uint64",
              minimum: 0
            }
          },
          required: [
            "kind",
            "count"
          ]
        }
      ]
    },
    EvalOutcome: {
      description: "The result of running one eval against a transcript.",
      type: "object",
      properties: {
        detail: {
          description: "Kind-specific verdict detail.",
          allOf: [
            {
              $ref: "#/definitions/EvalDetail"
            }
          ]
        },
        label: {
          description: "The eval's label (name or criterion).",
          type: "string"
        },
        passed: {
          description: "Whether the eval passed.",
          type: "boolean"
        },
        reason: {
          description: "The judge's stated reason.",
          type: "string"
        }
      },
      required: [
        "label",
        "passed",
        "detail",
        "reason"
      ]
    },
    Message: {
      description: "A single turn in the conversation.",
      type: "object",
      properties: {
        content: {
          type: "string"
        },
        events: {
          description: "The normalized tool events the skill took producing this turn (assistant\nturns only, and only when the harness exposed a tool transcript via\noneharness `--events`). Empty otherwise. Surfaced for post-hoc analysis\nand streamed live for short-circuiting.",
          type: "array",
          items: {
            $ref: "#/definitions/ToolEvent"
          }
        },
        role: {
          $ref: "#/definitions/Role"
        }
      },
      required: [
        "role",
        "content"
      ]
    },
    MockCall: {
      description: "One observed tool call, as recorded by the mock/spy channel: the harness\nhook's spy log for real runs, or the provider's `mock_calls` response for\nthe command protocol. Carries the **original, pre-rewrite** input — the\ntranscript's `events` show post-rewrite reality (the stub that actually\nran); this shows what the skill *attempted*.",
      type: "object",
      properties: {
        action: {
          description: "The verdict applied: `allow` (fell through every rule), `deny`,\n`rewrite`, or `stub`.",
          type: "string"
        },
        input: {
          description: "The tool's original input arguments; `null` when the event carried none."
        },
        mock: {
          description: "Name of the mock declaration the intercepting rule came from; `null`\nfor `allow`. Filled by the runner, so SDKs bind records to mock objects\nby name instead of re-deriving rule indices.",
          type: [
            "string",
            "null"
          ]
        },
        rule: {
          description: "Index of the compiled rule that intercepted; `null` for `allow`.",
          type: [
            "integer",
            "null"
          ],
          format: "uint",
          minimum: 0
        },
        tool: {
          description: "Tool name as the harness reported it; `null` when the event named none.",
          type: [
            "string",
            "null"
          ]
        }
      },
      required: [
        "action"
      ]
    },
    Role: {
      description: "Who produced a message.",
      oneOf: [
        {
          description: "The (real or simulated) user driving the skill.",
          type: "string",
          const: "user"
        },
        {
          description: "The skill / assistant under test.",
          type: "string",
          const: "assistant"
        },
        {
          description: "System-level framing, if a provider chooses to surface it.",
          type: "string",
          const: "system"
        }
      ]
    },
    Summary: {
      description: "Aggregate pass/fail counts for a report.",
      type: "object",
      properties: {
        cases: {
          description: "Distinct test cases represented.",
          type: "integer",
          format: "uint",
          minimum: 0
        },
        failed: {
          description: "Runs that failed.",
          type: "integer",
          format: "uint",
          minimum: 0
        },
        passed: {
          description: "Runs that passed.",
          type: "integer",
          format: "uint",
          minimum: 0
        },
        runs: {
          description: "Total (case × platform × model) runs.",
          type: "integer",
          format: "uint",
          minimum: 0
        },
        usage: {
          description: "Aggregated token/cost usage across every run in the report. Omitted\nwhen no run reported usage.",
          anyOf: [
            {
              $ref: "#/definitions/Usage"
            },
            {
              type: "null"
            }
          ]
        }
      },
      required: [
        "cases",
        "runs",
        "passed",
        "failed"
      ]
    },
    ToolEvent: {
      description: "One normalized tool-call / action event the skill took during a turn, lifted\nfrom oneharness's `events` array (its `--events` output). Harness-agnostic, so\na consumer can inspect *what the skill did* — shell commands, file edits, tool\nuses — across any harness, not just the final text. Mirrors the oneharness\naction-event shape; `input` is the structured, tool-shaped args so a consumer\ncan match on the command string or file path without re-parsing.\n\n`input` is a free-form JSON value, so `Message`/`Transcript` are `PartialEq`\nbut not `Eq`.",
      type: "object",
      properties: {
        index: {
          description: 'Position within the turn, so ordering ("did X before Y") is expressible.',
          type: "integer",
          format: "uint",
          default: 0,
          minimum: 0
        },
        input: {
          description: "Structured tool arguments (the command, the file path); `null` when none."
        },
        kind: {
          description: "`tool_call` (the skill invoked a tool) or `tool_result` (the observation).",
          type: "string"
        },
        name: {
          description: "Normalized tool name where knowable (e.g. `bash`, `edit_file`); `null` for\na `tool_result` or when the harness did not name it.",
          type: [
            "string",
            "null"
          ]
        },
        output: {
          description: "The result/observation text, when the transcript exposed it.",
          type: [
            "string",
            "null"
          ]
        }
      },
      required: [
        "kind"
      ]
    },
    Transcript: {
      description: "An ordered list of messages. Thin wrapper so the type reads clearly at call\nsites and so we can grow conversation-level helpers without churn.",
      type: "object",
      properties: {
        messages: {
          type: "array",
          items: {
            $ref: "#/definitions/Message"
          }
        }
      },
      required: [
        "messages"
      ]
    },
    Usage: {
      description: 'Token / cost usage for one provider call.\n\nEach field is independently optional because not every harness reports every\nsignal (cost is commonly absent on subscription auth; some harnesses report\nno usage at all). The whole struct is `Option<Usage>` on a turn — `None`\nmeans "no signal," not "zero."',
      type: "object",
      properties: {
        cost_usd: {
          type: [
            "number",
            "null"
          ],
          format: "double"
        },
        input_tokens: {
          type: [
            "integer",
            "null"
          ],
          format: "uint64",
          minimum: 0
        },
        output_tokens: {
          type: [
            "integer",
            "null"
          ],
          format: "uint64",
          minimum: 0
        }
      }
    }
  }
};

// src/model/skilltest-schemas/validation.schema.json
var validation_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "ValidationReport",
  description: "The top-level report for a `skilltest validate` invocation.",
  type: "object",
  properties: {
    findings: {
      description: "Every finding, in discovery order.",
      type: "array",
      items: {
        $ref: "#/definitions/ValidationFinding"
      }
    },
    valid: {
      description: "True iff no findings were produced.",
      type: "boolean"
    }
  },
  required: [
    "valid",
    "findings"
  ],
  definitions: {
    ValidationFinding: {
      description: "One problem found while validating a skill, as serialized in the\n`skilltest validate --format json` output.",
      type: "object",
      properties: {
        message: {
          description: "What is wrong and how to fix it.",
          type: "string"
        },
        skill: {
          description: "The skill directory the finding is about.",
          type: "string"
        }
      },
      required: [
        "skill",
        "message"
      ]
    }
  }
};

// src/cli/compat/skilltest/schema.ts
var SKILLTEST_SCHEMAS = {
  report: report_schema_default,
  validation: validation_schema_default,
  case: case_schema_default
};
var SKILLTEST_SCHEMA_NAMES = Object.keys(SKILLTEST_SCHEMAS);
function skilltestSchemaText(name) {
  const st = SKILLTEST_SCHEMAS[name];
  return st === void 0 ? void 0 : `${JSON.stringify(st, null, 2)}
`;
}

// src/cli/compat/skilltest/validate.ts
import path9 from "node:path";

// src/harness/skill-validate.ts
var import_yaml = __toESM(require_dist(), 1);
import { existsSync as existsSync5, readdirSync, readFileSync as readFileSync2, statSync as statSync2 } from "node:fs";
import path8 from "node:path";
var FRONT = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
function validateSkill(dir) {
  const found = (message) => ({ skill: dir, message });
  const file = path8.join(dir, "SKILL.md");
  if (!existsSync5(file) || !statSync2(file).isFile())
    return [found("missing SKILL.md (a skill is a directory containing SKILL.md)")];
  const text = readFileSync2(file, "utf8");
  const m = FRONT.exec(text);
  if (!m)
    return [found("SKILL.md has no YAML frontmatter (expected a leading `---` fenced block)")];
  const out = [];
  let front;
  try {
    front = (0, import_yaml.parse)(m[1] ?? "");
  } catch (e) {
    out.push(
      found(
        `frontmatter is not valid YAML: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`
      )
    );
  }
  if (out.length === 0) {
    const fm = front !== null && typeof front === "object" ? front : {};
    const name = typeof fm.name === "string" ? fm.name.trim() : "";
    const folder = path8.basename(path8.resolve(dir));
    if (name === "") out.push(found("frontmatter is missing a non-empty `name`"));
    else if (name !== folder)
      out.push(
        found(`frontmatter \`name\` (${name}) does not match the directory name (${folder})`)
      );
    const desc = typeof fm.description === "string" ? fm.description.trim() : "";
    if (desc === "") out.push(found("frontmatter is missing a non-empty `description`"));
    else if (desc.length < 16)
      out.push(found("frontmatter `description` is too short to be useful (< 16 chars)"));
  }
  if (text.slice(m[0].length).trim() === "")
    out.push(found("SKILL.md has no instruction body after the frontmatter"));
  return out;
}
function validateSkillPath(p) {
  if (existsSync5(path8.join(p, "SKILL.md"))) return validateSkill(p);
  const dirs = readdirSync(p, { withFileTypes: true }).filter((e) => e.isDirectory() && existsSync5(path8.join(p, e.name, "SKILL.md"))).map((e) => path8.join(p, e.name)).sort();
  if (dirs.length === 0)
    return [
      {
        skill: p,
        message: "no skills found (expected a SKILL.md here or in an immediate subdirectory)"
      }
    ];
  return dirs.flatMap(validateSkill);
}

// src/cli/compat/skilltest/validate.ts
function skilltestValidateCommand(paths, flags, world) {
  const findings = [];
  for (const p of paths) {
    try {
      findings.push(...validateSkillPath(path9.resolve(world.cwd, p)));
    } catch (e) {
      world.stderr.write(`error: cannot read ${p}: ${errorMessage(e)}
`);
      return 2;
    }
  }
  const shown = findings.map((f) => ({
    ...f,
    skill: path9.relative(world.cwd, f.skill).split(path9.sep).join("/") || "."
  }));
  const valid = shown.length === 0;
  if (flags.format === "json" || flags.format === "json-stream")
    world.stdout.write(`${JSON.stringify({ valid, findings: shown }, null, 2)}
`);
  else if (valid) world.stdout.write("OK    all skill definitions valid\n");
  else {
    for (const f of shown) world.stderr.write(`INVALID  ${f.skill}: ${f.message}
`);
    world.stderr.write(`FAIL  ${shown.length} validation finding(s)
`);
  }
  return valid ? 0 : 1;
}

// src/cli/compat/thinkingbox/dump-tests.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path10 from "node:path";
function testNamesFromFlags(flags, cwd) {
  const names = Array.isArray(flags.name) ? flags.name : [];
  const problems = [];
  const list = typeof flags.testList === "string" ? flags.testList : void 0;
  if (list === void 0) return { names: [...names], problems };
  try {
    return {
      names: [...names, ...parseTestList(readFileSync3(path10.resolve(cwd, list), "utf8"))],
      problems
    };
  } catch (e) {
    problems.push({
      file: "--test-list",
      line: 0,
      field: "",
      message: `cannot read ${list}: ${e.message}`
    });
    return { names, problems };
  }
}
async function dumpTestsCommand(paths, flags, world) {
  const named = testNamesFromFlags(flags, world.cwd);
  if (named.problems.length) {
    printProblems(named.problems, world, formatProblem);
    return 2;
  }
  let inputs = paths.length ? paths : ["."];
  let resolved;
  if (named.names.length) {
    resolved = resolveTestNames(named.names, paths, world.cwd);
    if (resolved.problems.length) {
      printProblems(resolved.problems, world, formatProblem);
      return 2;
    }
    inputs = resolved.inputs;
  }
  const loaded = await loadSuites(inputs, {
    formats: FORMATS,
    cwd: world.cwd,
    env: world.env
  });
  const problems = [...loaded.problems];
  let cases = loaded.cases;
  if (resolved) {
    const sel = selectNamedCases(cases, resolved.resolved);
    problems.push(...sel.problems);
    cases = sel.cases;
  }
  if (problems.length) {
    printProblems(problems, world, formatProblem);
    return 2;
  }
  const records = cases.map(dumpRecord).filter((r) => r !== void 0);
  const others = cases.length - records.length;
  if (others > 0)
    world.stderr.write(
      `agentci: dump-tests: ${others} case${others === 1 ? "" : "s"} of other formats left out (only thinkingbox Python cases are dumped)
`
    );
  const text = records.map((r) => JSON.stringify(r) + "\n").join("");
  const out = typeof flags.output === "string" ? path10.resolve(world.cwd, flags.output) : void 0;
  if (!out) {
    world.stdout.write(text);
    return 0;
  }
  try {
    await mkdir(path10.dirname(out), { recursive: true });
    await writeFile(out, text);
  } catch (e) {
    world.stderr.write(
      `agentci: cannot write ${flags.output}: ${e.message}
`
    );
    return 3;
  }
  world.stdout.write(
    `wrote ${records.length} test case${records.length === 1 ? "" : "s"} to ${path10.relative(world.cwd, out) || out}
`
  );
  return 0;
}

// src/cli/compat/thinkingbox/names.ts
function thinkingboxNames(names, cwd) {
  return {
    inputsOptional: true,
    names(roots) {
      const r = resolveTestNames(names, roots, cwd);
      return {
        inputs: r.inputs,
        problems: r.problems,
        select: (cases) => selectNamedCases(cases, r.resolved)
      };
    }
  };
}

// src/cli/compat/thinkingbox/command.ts
var NO_INPUTS = "no tests given: pass test files or folders, --name <file.py[:test]> or --test-list <file>, or set suites: in agentci.yaml";
function thinkingboxRunCommand(paths, flags, world) {
  return runThroughDoor(paths, flags, world, {
    output: "agentci",
    read(settings, f) {
      const named = testNamesFromFlags(f.flags, world.cwd);
      f.problems.push(...named.problems);
      return {
        front: {
          sourcing: named.names.length ? thinkingboxNames(named.names, settings.cwd) : { noInputs: NO_INPUTS }
        }
      };
    }
  });
}

// src/cli/compat/yao/command.ts
import path14 from "node:path";

// src/render/script-report.ts
function scriptEvent(a) {
  const ev = (a.transcript?.events ?? []).find((e) => e.type === "script_test");
  const assertion = ev?.assertion && typeof ev.assertion === "object" ? ev.assertion : void 0;
  const error = typeof ev?.error === "string" ? ev.error : a.error;
  return { ...error !== void 0 ? { error } : {}, ...assertion ? { assertion } : {} };
}
function resultOf(a, name, multi) {
  const ev = scriptEvent(a);
  return {
    name,
    status: a.status,
    duration_ms: Math.round(a.duration_ms),
    ...multi ? { run: a.run } : {},
    ...ev.error !== void 0 ? { error: ev.error } : {},
    ...ev.assertion && a.status === "failed" ? { assertion: ev.assertion } : {},
    logs: a.transcript?.logs ?? []
  };
}
function wallMs(attempts) {
  const ran = attempts.filter((a) => a.started_at);
  if (ran.length === 0) return Math.round(attempts.reduce((n, a) => n + a.duration_ms, 0));
  const start = Math.min(...ran.map((a) => Date.parse(a.started_at)));
  const end = Math.max(...ran.map((a) => Date.parse(a.started_at) + a.duration_ms));
  return Math.max(0, Math.round(end - start));
}
function buildScriptTestReports(report, suites) {
  const byKey = /* @__PURE__ */ new Map();
  for (const r of report.results) byKey.set(`${r.suite}\0${r.id}`, r);
  return suites.map((s) => {
    const cases = s.tests.map((t) => byKey.get(`${s.scriptPath}\0${t}`)).filter((r) => r !== void 0);
    const multi = cases.some((r) => r.run_details.length > 1);
    const results = cases.flatMap((r) => r.run_details.map((a) => resultOf(a, r.id, multi)));
    const attempts = cases.flatMap((r) => r.run_details);
    const count = (pred) => results.filter((x) => pred(x.status)).length;
    return {
      type: "script_test",
      script: s.script,
      script_path: s.scriptPath,
      summary: {
        total: results.length,
        passed: count((st) => st === "passed"),
        // Errors and timeouts are failures here, as everywhere in agentci.
        failed: count((st) => st === "failed" || st === "error" || st === "timeout"),
        skipped: count((st) => st === "skipped"),
        duration_ms: wallMs(attempts)
      },
      environment: report.environment,
      results,
      metadata: {
        started_at: report.metadata.started_at,
        completed_at: report.metadata.completed_at,
        version: report.metadata.version
      }
    };
  });
}
function renderScriptTestReport(report, suites) {
  const reports = buildScriptTestReports(report, suites);
  return `${inertJsonText(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2))}
`;
}
function scriptYaoReport(r, outputFile) {
  return {
    summary: {
      total: r.summary.total,
      passed: r.summary.passed,
      failed: r.summary.failed,
      skipped: r.summary.skipped,
      errors: 0,
      timeouts: 0,
      duration_ms: r.summary.duration_ms,
      agent_id: r.script,
      agent_path: r.script_path,
      connector: ""
    },
    environment: r.environment,
    results: r.results.map((x) => ({
      id: x.name,
      status: x.status,
      input: x.name,
      duration_ms: x.duration_ms,
      ...x.error ? { error: x.error } : {}
    })),
    metadata: {
      started_at: r.metadata.started_at,
      completed_at: r.metadata.completed_at,
      version: r.metadata.version,
      input_file: "",
      output_file: outputFile
    }
  };
}
function renderScriptYaoReport(report, suites, outputFile) {
  const reports = buildScriptTestReports(report, suites).map((r) => scriptYaoReport(r, outputFile));
  return `${inertJsonText(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2))}
`;
}

// src/cli/compat/yao/dry-run.ts
function goDuration(ms) {
  return ms % 1e3 === 0 ? `${ms / 1e3}s` : `${ms}ms`;
}
function yaoCaseJson(k) {
  const out = { id: k.id, input: k.input };
  if (k.expected !== void 0 && k.expected !== null) out.expected = k.expected;
  if (k.assert.length) out.assert = k.assert;
  if (k.user) out.user = k.user;
  if (k.team) out.team = k.team;
  if (k.metadata && Object.keys(k.metadata).length) out.metadata = k.metadata;
  if (k.options) out.options = k.options;
  if (k.skip !== false) out.skip = true;
  if (k.timeout_ms !== void 0) out.timeout = goDuration(k.timeout_ms);
  if (k.hooks?.before) out.before = k.hooks.before;
  if (k.hooks?.after) out.after = k.hooks.after;
  if (k.simulator) out.simulator = k.simulator;
  if (k.checkpoints?.length) out.checkpoints = k.checkpoints;
  if (k.max_turns !== void 0 && k.format === "yao-jsonl") out.max_turns = k.max_turns;
  return out;
}
async function dryRun(settings, front, targets, world, c, verbose, failOnProblems) {
  let cases;
  try {
    const loaded = await loadRunCases(
      { ...settings, runFilter: void 0 },
      { ...front, env: world.env }
    );
    cases = loaded.cases;
    for (const l of leftOutLines(loaded.leftOut ?? [], verbose))
      world.stderr.write(`${inert(l, 400)}
`);
  } catch (e) {
    if (e instanceof InputError) return failOnProblems(e.problems);
    if (e instanceof NoCasesError) {
      world.stderr.write(`agentci: ${e.message}
`);
      return 1;
    }
    world.stderr.write(`agentci: ${errorMessage(e)}
`);
    return 3;
  }
  const text = cases.map((k) => `${JSON.stringify(yaoCaseJson(k))}
`).join("");
  world.stdout.write(text);
  const written = [];
  const failures = [];
  for (const t of targets.filter((x) => x.format === "yao")) {
    try {
      written.push(await writeTextFile(t.path, text, world.cwd));
    } catch (e) {
      failures.push(e.message);
    }
  }
  listWrites(written, failures, { cwd: world.cwd, stdout: world.stderr, stderr: world.stderr }, c);
  return failures.length ? 3 : 0;
}

// src/cli/compat/yao/flags.ts
import { existsSync as existsSync8, statSync as statSync3 } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";
import path13 from "node:path";
import { parseEnv } from "node:util";

// src/cli/compat/yao/sourcing.ts
import { existsSync as existsSync7 } from "node:fs";
import path12 from "node:path";

// src/cli/compat/yao/generate.ts
import { existsSync as existsSync6 } from "node:fs";
import path11 from "node:path";
function parseAgentSource(s) {
  const q = s.indexOf("?");
  if (q < 0) return { id: s, params: {} };
  const params = {};
  for (const [k, v] of new URLSearchParams(s.slice(q + 1))) {
    if (k in params) continue;
    if (/^[+-]?\d+$/.test(v) && Number.isSafeInteger(Number(v))) params[k] = Number(v);
    else if (v.trim() !== "" && !Number.isNaN(Number(v)) && /^[+-]?(\d|\.\d)/.test(v))
      params[k] = Number(v);
    else if (v === "true") params[k] = true;
    else if (v === "false") params[k] = false;
    else params[k] = v;
  }
  return { id: s.slice(0, q), params };
}
function generatorInput(target, params) {
  const input = { target_agent: target, count: 5 };
  if (Number.isInteger(params.count)) input.count = params.count;
  if (input.count === 0) delete input.count;
  if (typeof params.focus === "string" && params.focus !== "") input.focus = params.focus;
  const extra = Object.fromEntries(
    Object.entries(params).filter(([k]) => k !== "count" && k !== "focus")
  );
  if (Object.keys(extra).length) input.extra = extra;
  return input;
}
function generatedCaseLines(parsed) {
  let arr;
  if (Array.isArray(parsed)) arr = parsed;
  else if (isPlainObject(parsed)) {
    if (Array.isArray(parsed.cases)) arr = parsed.cases;
    else if (Array.isArray(parsed.test_cases)) arr = parsed.test_cases;
    else arr = [parsed];
  } else return `expected array of test cases, got ${parsed === null ? "null" : typeof parsed}`;
  const lines = [];
  for (const [i, item] of arr.entries()) {
    if (!isPlainObject(item)) return `test case ${i} is not an object`;
    if (typeof item.id !== "string")
      return `failed to parse test case ${i}: missing required field 'id'`;
    if (!("input" in item)) return `failed to parse test case ${i}: missing required field 'input'`;
    const c = { id: item.id, input: item.input };
    if ("assertions" in item) c.assert = item.assertions;
    else if ("assert" in item) c.assert = item.assert;
    if (isPlainObject(item.options)) c.options = item.options;
    for (const k of ["before", "after", "timeout"]) if (typeof item[k] === "string") c[k] = item[k];
    lines.push(JSON.stringify(c));
  }
  return lines;
}
function casesFromLines(lines, display) {
  const r = parseYaoJsonl(`${lines.join("\n")}
`, display);
  if (r.problems.length) throw new InputError(r.problems);
  return { cases: r.cases, warnings: r.warnings };
}
async function generateWithAgent(input, target, loaded, ctx) {
  const { id, params } = parseAgentSource(input.slice("agents:".length));
  const agent = namedAgent(loaded, id, "-i agents:", ctx.cwd);
  const fail = (message) => {
    throw new InputError([{ file: input, line: 0, field: "", message }]);
  };
  let output;
  try {
    output = await askAgent(agent, "generator", JSON.stringify(generatorInput(target, params)), {
      baseDir: loaded.baseDir,
      env: ctx.env,
      ...ctx.log ? { log: ctx.log } : {}
    });
  } catch (e) {
    return fail(`failed to generate test cases: generator agent error: ${e.message}`);
  }
  if (output === void 0 || output === null || output === "")
    return fail("failed to generate test cases: no content in generator response");
  const text = typeof output === "string" ? output : JSON.stringify(output);
  const parsed = gouExtractJson(text);
  if (!parsed.found)
    return fail(
      `failed to generate test cases: failed to parse generator response as JSON: ${text.slice(0, 200)}`
    );
  const lines = generatedCaseLines(parsed.value);
  if (typeof lines === "string") return fail(`failed to generate test cases: ${lines}`);
  return casesFromLines(lines, input);
}
async function generateWithScript(input, target, loaded, ctx) {
  const ref = input.slice("scripts:".length);
  const fail = (message) => {
    throw new InputError([{ file: input, line: 0, field: "", message }]);
  };
  const parts = ref.split(".");
  if (parts.length < 2)
    return fail(`invalid script reference format: ${ref} (expected 'module.Function')`);
  const fn = parts.pop();
  const base = path11.join(ctx.cwd, "scripts", ...parts);
  const file = [".ts", ".js"].map((e) => base + e).find((f) => existsSync6(f));
  if (!file)
    return fail(
      `failed to create process scripts.${ref}: no script ${path11.relative(ctx.cwd, base)}.ts or .js`
    );
  await loadTranspiler();
  let result;
  try {
    const unit = loadScriptUnit(
      {
        testFile: file,
        testDisplay: path11.relative(ctx.cwd, file),
        appRoot: ctx.cwd,
        processes: processStubs(loaded.config, loaded.baseDir)
      },
      [fn]
    );
    const f = unit.functions.get(fn);
    if (!f)
      return fail(
        `failed to create process scripts.${ref}: ${fn} is not a function of ${path11.relative(ctx.cwd, file)}`
      );
    unit.runtime.begin({ logs: [] });
    try {
      result = await f(target);
    } finally {
      unit.runtime.end();
    }
  } catch (e) {
    if (e instanceof InputError) throw e;
    return fail(`script execution failed: ${e.message}`);
  }
  const lines = generatedCaseLines(result);
  if (typeof lines === "string") return fail(`failed to generate test cases from script: ${lines}`);
  return casesFromLines(lines, input);
}

// src/cli/compat/yao/sourcing.ts
function yaoGenerator(input) {
  const target = (agentName) => ({ id: agentName ?? "" });
  if (input.startsWith("agents:"))
    return (ctx) => generateWithAgent(input, target(ctx.agentName), ctx.loaded, { cwd: ctx.cwd, env: ctx.env });
  if (input.startsWith("scripts:"))
    return (ctx) => generateWithScript(input, target(ctx.agentName), ctx.loaded, { cwd: ctx.cwd });
  return void 0;
}
function isDirectMessage(inputs, cwd) {
  if (inputs.length !== 1) return false;
  const input = inputs[0];
  const exists = (p) => existsSync7(path12.resolve(cwd, p));
  return yaoGenerator(input) === void 0 && detectInputMode(input, exists) === "message";
}
function messageCase(input, asserts) {
  const bad = asserts.flatMap(
    (a, i) => validateAssertion(a).map((m) => ({
      file: "--assert",
      line: 0,
      field: `[${i}]`,
      message: m
    }))
  );
  if (bad.length) throw new InputError(bad);
  return {
    id: "message",
    suite: "(message)",
    source: { file: "(message)", line: 1 },
    format: "message",
    input,
    assert: asserts,
    evals: [],
    mocks: [],
    spy: false,
    skip: false,
    tags: []
  };
}
function yaoSourcing(inputs, opts) {
  const only = inputs.length === 1 ? inputs[0] : void 0;
  const generate = only === void 0 ? void 0 : yaoGenerator(only) ?? (isDirectMessage(inputs, opts.cwd) ? async () => ({ cases: [messageCase(only, opts.asserts)], warnings: [] }) : void 0);
  return {
    ...generate ? { generate } : {},
    resolveInput(input) {
      if (!input.startsWith("scripts.")) return void 0;
      const r = resolveScriptInput(input, opts.cwd, existsSync7);
      return "problem" in r ? r : { file: r.ref.testFile, ref: r.ref };
    },
    emptyPasses: scriptInputsOnly(inputs)
  };
}
function scriptInputsOnly(inputs) {
  return inputs.length > 0 && inputs.every(isScriptInput);
}

// src/cli/compat/yao/flags.ts
function parseAssertFlag(s) {
  const t = s.trim();
  if (t.startsWith("{") || t.startsWith("[")) {
    let json;
    try {
      json = JSON.parse(t);
    } catch (e) {
      return `not valid JSON: ${e.message}`;
    }
    const r = external_exports.union([AssertionSchema, external_exports.array(AssertionSchema)]).safeParse(json);
    if (!r.success)
      return r.error.issues.map((i) => `${i.path.join(".") || "assertion"}: ${i.message}`).join("; ");
    return Array.isArray(r.data) ? r.data : [r.data];
  }
  const colon = t.indexOf(":");
  const type = colon < 0 ? t : t.slice(0, colon);
  const typed = AssertionTypeSchema.safeParse(type);
  if (!typed.success)
    return `unknown assertion type ${JSON.stringify(type)} (expected one of ${AssertionTypeSchema.options.join(", ")})`;
  if (colon < 0) return [{ type: typed.data }];
  const raw = t.slice(colon + 1);
  let value2 = raw;
  if (typed.data === "equals" || typed.data === "json_path") {
    try {
      value2 = JSON.parse(raw);
    } catch {
      value2 = raw;
    }
  }
  if (typed.data === "json_path") {
    const eq = raw.indexOf("=");
    if (eq < 0) return [{ type: "json_path", path: raw }];
    const v = raw.slice(eq + 1);
    let parsed = v;
    try {
      parsed = JSON.parse(v);
    } catch {
      parsed = v;
    }
    return [{ type: "json_path", path: raw.slice(0, eq), value: parsed }];
  }
  return [{ type: typed.data, value: value2 }];
}
function stamp(d) {
  const p = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}
function yaoSettings(settings, f) {
  const asserts = [];
  for (const a of f.list("assert")) {
    const r = parseAssertFlag(a);
    if (typeof r === "string") f.bad("--assert", `${JSON.stringify(a)}: ${r}`);
    else asserts.push(...r);
  }
  let agentName = f.str("n");
  const scripts = f.str("scripts");
  if (scripts !== void 0) {
    if (agentName === void 0) f.bad("--scripts", "-n <agent> is required when using --scripts");
    else settings.inputs = [`scripts.${agentName}.${scripts}`];
    agentName = void 0;
  }
  if (agentName !== void 0) settings.agentName = agentName;
  const connector = f.str("connector");
  if (connector !== void 0) settings.connector = connector;
  const before = f.str("before");
  const after = f.str("after");
  if (before !== void 0) settings.beforeAll = before;
  if (after !== void 0) settings.afterAll = after;
  settings.nearMisses = "warning";
  settings.defaultParallel = 1;
  return { asserts };
}
function yaoMergeOptions(flags) {
  const merged = { ...flags };
  for (const k of ["runs", "parallel"])
    if (typeof merged[k] === "string" && /^\s*0+\s*$/.test(merged[k])) delete merged[k];
  return merged;
}
function defaultOutputPath(inputs, cwd, now, suffix) {
  const first = inputs[0];
  if (!first) return void 0;
  if (yaoGenerator(first)) return path13.join(cwd, `output-${stamp(now)}${suffix}`);
  const abs = path13.resolve(cwd, first);
  if (!existsSync8(abs)) return void 0;
  const dir = statSync3(abs).isDirectory() ? abs : path13.dirname(abs);
  return path13.join(dir, `output-${stamp(now)}${suffix}`);
}
async function yaoApp(paths, flags, world) {
  const problems = [];
  let env = world.env;
  if (typeof flags.env === "string") {
    try {
      const text = await readFile2(path13.resolve(world.cwd, flags.env), "utf8");
      env = { ...env, ...parseEnv(text) };
    } catch (e) {
      problems.push({
        file: "-e",
        line: 0,
        field: "",
        message: `cannot read ${flags.env}: ${e.message}`
      });
    }
  }
  const app = typeof flags.app === "string" ? flags.app : world.env.YAO_ROOT;
  if (!app) return { paths, flags, world: { ...world, env }, problems };
  const appDir = path13.resolve(world.cwd, app);
  if (!existsSync8(appDir) || !statSync3(appDir).isDirectory()) {
    problems.push({
      file: flags.app !== void 0 ? "-a" : "YAO_ROOT",
      line: 0,
      field: "",
      message: `${app}: no such folder`
    });
    return { paths, flags, world: { ...world, env }, problems };
  }
  const here = (p) => existsSync8(path13.resolve(appDir, p));
  const input = (p) => path13.isAbsolute(p) || here(p) || !existsSync8(path13.resolve(world.cwd, p)) ? p : path13.resolve(world.cwd, p);
  const file = (p) => typeof p !== "string" || path13.isAbsolute(p) || here(p) ? p : path13.resolve(world.cwd, p);
  const rebased = { ...flags };
  if (Array.isArray(flags.input)) rebased.input = flags.input.map(input);
  for (const k of [
    "ctx",
    "config",
    "agentModule",
    "quarantine",
    "mocks",
    "testList",
    "templates",
    "estimateFrom",
    "cache",
    "results"
  ])
    if (typeof flags[k] === "string") rebased[k] = file(flags[k]);
  if (Array.isArray(flags.caseJson)) rebased.caseJson = flags.caseJson.map(file);
  return {
    paths: paths.map(input),
    flags: rebased,
    world: { ...world, cwd: appDir, env },
    problems
  };
}
async function reporterFor(settings, name, verbose, world) {
  const { loaded, problems } = await loadConfig(world.cwd, settings.configPath, settings.inputs[0]);
  if (problems.length) throw new InputError(problems);
  const agent = namedAgent(loaded, name, "-r", world.cwd);
  const options = verbose ? { verbose: true, include_outputs: true, include_inputs: true } : {};
  return async (report, format) => {
    let out;
    try {
      out = await askAgent(agent, "reporter", JSON.stringify({ report, format, options }), {
        baseDir: loaded.baseDir,
        env: world.env
      });
    } catch (e) {
      throw new Error(`reporter agent call failed: ${e.message}`, { cause: e });
    }
    if (out === void 0 || out === null)
      throw new Error("reporter agent: no content in response");
    return typeof out === "string" ? out : JSON.stringify(out);
  };
}

// src/cli/compat/yao/message-output.ts
function printMessageAnswer(report, world, c, o) {
  const a = report.results[0]?.run_details[0];
  const answer = a?.output;
  if (a?.error && a.status !== "failed") world.stderr.write(`agentci: ${a.status}: ${a.error}
`);
  else if (o.json) {
    const trace = yaoTrace(a);
    const direct = {
      type: "direct_output",
      output: answer ?? null,
      duration_ms: Math.round(a?.duration_ms ?? 0),
      ...trace ? { trace } : {}
    };
    world.stdout.write(`${inertJsonText(JSON.stringify(direct, null, 2))}
`);
  } else {
    const text = typeof answer === "string" ? answer : JSON.stringify(answer, null, 2);
    world.stdout.write(`${neutraliseWorkflowCommands(String(text))}
`);
  }
  for (const k of a?.checks ?? [])
    world.stdout.write(
      `${k.passed ? c.green("✓") : c.red("✗")} ${inert(k.label, 200)}${k.passed ? "" : `: ${inert(k.error ?? k.message ?? "", 300)}`}
`
    );
  if (o.verbose)
    for (const [i, m] of (a?.transcript?.messages ?? []).entries())
      world.stderr.write(`  [${i}] ${m.role}: ${inert(messageText(m.content), 300)}
`);
}

// src/cli/compat/yao/script-output.ts
var RULE_WIDTH = 79;
var HEAVY = "═".repeat(RULE_WIDTH);
var LIGHT = "─".repeat(RULE_WIDTH);
function formatScriptDuration(ms) {
  if (ms < 1) return `${Math.round(ms * 1e3)}µs`;
  if (ms < 1e3) return `${Math.floor(ms)}ms`;
  if (ms < 6e4) return `${(ms / 1e3).toFixed(1)}s`;
  return `${(ms / 6e4).toFixed(1)}m`;
}
function value(v) {
  if (v === void 0) return "undefined";
  let s;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return inert(s, 300);
}
function scriptSuites(cases) {
  const out = /* @__PURE__ */ new Map();
  for (const c of cases) {
    if (c.format !== "yao-script") continue;
    let s = out.get(c.suite);
    if (!s) {
      s = { script: c.payload.script.scriptId, scriptPath: c.suite, tests: [] };
      out.set(c.suite, s);
    }
    s.tests.push(c.id);
  }
  return [...out.values()];
}
var ScriptOutput = class {
  constructor(out, c, opts) {
    this.out = out;
    this.c = c;
    this.opts = opts;
    this.now = opts.now ?? (() => performance.now());
  }
  out;
  c;
  opts;
  suites = /* @__PURE__ */ new Map();
  now;
  /** Registers the run's script files (from onStart). */
  start(cases) {
    for (const s of scriptSuites(cases)) {
      this.suites.set(s.scriptPath, {
        suite: s,
        total: s.tests.length,
        finished: [],
        started: false,
        done: false,
        t0: 0
      });
    }
  }
  header(st, env) {
    const { bold, dim } = this.c;
    const filtered = this.opts.runFilter !== void 0 ? ` (filtered by: ${inert(this.opts.runFilter, 100)})` : "";
    this.out.write(
      [
        bold(HEAVY),
        bold(`  Script Test: ${inert(st.suite.script, 200)}`),
        bold(HEAVY),
        `  Script: ${inert(st.suite.scriptPath, 300)}`,
        `  Tests: ${st.total} function${st.total === 1 ? "" : "s"}${filtered}`,
        `  User: ${inert(env.user, 200)}`,
        `  Team: ${inert(env.team, 200)}`,
        dim(LIGHT),
        "  Running Tests",
        dim(LIGHT),
        ""
      ].join("\n")
    );
  }
  /** A test is starting: the file's header first when it is the file's first test. */
  attemptStart(c, run, env) {
    const st = this.suites.get(c.suite);
    if (!st) return;
    if (!st.started) {
      st.started = true;
      st.t0 = this.now();
      this.header(st, env);
    }
    this.out.write(`► [${inert(c.id, 200)}] ${run > 1 ? `Run ${run}: ` : ""}...
`);
  }
  /** A test ended: its status line and the detail of a failure. */
  attempt(a) {
    const st = this.suites.get(a.suite);
    if (!st) return;
    const { green, red, yellow, dim } = this.c;
    const d = dim(`(${formatScriptDuration(a.duration_ms)})`);
    const lines = [];
    const ev = scriptEvent(a);
    switch (a.status) {
      case "passed":
        lines.push(`  ${green("✓ PASSED")} ${d}`);
        break;
      case "skipped":
        lines.push(`  ${yellow("○ SKIPPED")} ${d}`);
        if (ev.error) lines.push(`    └─ ${inert(ev.error, 300)}`);
        break;
      default: {
        lines.push(`  ${red(`✗ ${a.status.toUpperCase()}`)} ${d}`);
        const first = (ev.error ?? "failed").split("\n")[0];
        lines.push(red(`    └─ ${inert(first, 400)}`));
        const info = ev.assertion;
        if (a.status === "failed" && info) {
          if ("expected" in info) lines.push(`       expected: ${value(info.expected)}`);
          if ("actual" in info) lines.push(`       actual: ${value(info.actual)}`);
        }
        if (this.opts.verbose) {
          const loc = (a.transcript?.events ?? []).find((e) => e.type === "script_test")?.location;
          if (typeof loc === "string") lines.push(dim(`       at: ${inert(loc, 300)}`));
          if (a.status === "error" && a.error)
            for (const l of a.error.split("\n").slice(1, 12))
              lines.push(dim(`       ${inert(l.trim(), 300)}`));
        }
      }
    }
    if (this.opts.verbose)
      for (const l of a.transcript?.logs ?? []) lines.push(dim(`    │ ${inert(l, 400)}`));
    this.out.write(`${lines.join("\n")}

`);
  }
  /** A test's every run is done; the file's summary follows its last test. */
  case(r) {
    const st = this.suites.get(r.suite);
    if (!st) return;
    st.finished.push(r);
    if (st.finished.length === st.total) this.summary(st);
  }
  /** Prints the summaries still owed (an interrupted run). */
  end() {
    for (const st of this.suites.values()) if (st.started && !st.done) this.summary(st);
  }
  summary(st) {
    if (st.done) return;
    st.done = true;
    if (!st.started) return;
    const attempts = st.finished.flatMap((r) => r.run_details);
    const passed = attempts.filter((a) => a.status === "passed").length;
    const skipped = attempts.filter((a) => a.status === "skipped").length;
    const failed = attempts.length - passed - skipped;
    const notRun = attempts.filter(
      (a) => a.status === "skipped" && /fail-fast/.test(a.error ?? "")
    ).length;
    const { bold, yellow, red, green } = this.c;
    const ms = st.started ? this.now() - st.t0 : 0;
    const lines = [];
    if (notRun > 0)
      lines.push(
        yellow(`⚠ Stopping due to --fail-fast: ${notRun} test${notRun === 1 ? "" : "s"} not run`),
        ""
      );
    const counts = `${passed} passed, ${failed} failed, ${skipped} skipped`;
    lines.push(
      bold(HEAVY),
      bold(`  Summary: ${failed > 0 ? red(counts) : green(counts)} (${formatScriptDuration(ms)})`),
      bold(HEAVY),
      ""
    );
    this.out.write(lines.join("\n"));
  }
};
function isScriptRun(cases) {
  return cases.length > 0 && cases.every((k) => k.format === "yao-script");
}

// src/cli/compat/yao/command.ts
function warnIgnored(flags, world) {
  if (typeof flags.auth === "string")
    world.stderr.write(
      "agentci: warning: --auth has no effect: agentci runs the tests here (Yao uses it for remote execution over gRPC)\n"
    );
  if (typeof flags.simulator === "string")
    world.stderr.write(
      "agentci: warning: --simulator has no effect (Yao's dynamic runner never reads it either): name the simulator in each case's simulator.use\n"
    );
}
function yaoReportInfo(settings, flags, caseOptions) {
  return (report) => (file) => {
    const runs = report.metadata.options.runs;
    const timeout = report.metadata.options.timeout;
    const str = (k) => typeof flags[k] === "string" ? flags[k] : void 0;
    return {
      input: settings.inputs[0] ?? "",
      outputFile: file,
      ...settings.agentName !== void 0 ? { agentId: settings.agentName } : {},
      ...settings.connector !== void 0 ? { connector: settings.connector } : {},
      ...settings.user !== void 0 ? { user: settings.user } : {},
      ...settings.team !== void 0 ? { team: settings.team } : {},
      ...settings.locale !== void 0 ? { locale: settings.locale } : {},
      runs: typeof runs === "number" ? runs : Number(report.metadata.options.min_runs ?? 1),
      caseOptions,
      options: {
        ...typeof timeout === "string" ? { timeoutMs: parseDuration(timeout) } : {},
        ...typeof report.metadata.options.parallel === "number" ? { parallel: report.metadata.options.parallel } : {},
        ...str("reporter") !== void 0 ? { reporter: str("reporter") } : {},
        ...settings.ctxFile !== void 0 ? { contextFile: settings.ctxFile } : {},
        verbose: flags.verbose === true,
        failFast: settings.failFast === true,
        ...settings.runFilter !== void 0 ? { run: settings.runFilter } : {},
        ...str("before") !== void 0 ? { before: str("before") } : {},
        ...str("after") !== void 0 ? { after: str("after") } : {},
        ...str("simulator") !== void 0 ? { simulator: str("simulator") } : {},
        json: flags.json === true
      }
    };
  };
}
function yaoPrinter(view, settings, world, c, terminal, seen) {
  const table = tablePrinter(world, c, terminal.verbose, false, terminal.heartbeatMs);
  let script;
  const live = !view.quiet;
  return {
    start(info) {
      seen.suites.push(...scriptSuites(info.cases));
      for (const k of info.cases)
        if (k.options) seen.caseOptions.set(caseKey(k.suite, k.id), k.options);
      if (live && isScriptRun(info.cases)) {
        script = new ScriptOutput(world.stdout, c, {
          verbose: terminal.verbose,
          runFilter: settings.runFilter
        });
        script.start(info.cases);
      } else if (live) table.start(info);
    },
    attemptStart: (k, run, env) => script ? script.attemptStart(k, run, env) : live && table.attemptStart?.(k, run, env),
    attempt: (a) => script ? script.attempt(a) : live && table.attempt(a),
    case: (r) => script ? script.case(r) : live && table.case(r),
    rateLimit: (w) => !script && live && table.rateLimit(w),
    end: () => table.end(),
    summary(report, diff) {
      if (view.messageMode)
        printMessageAnswer(report, world, c, { json: view.json, verbose: terminal.verbose });
      else if (script) script.end();
      else if (view.json && view.scriptInputs)
        world.stdout.write(renderScriptTestReport(report, seen.suites));
      else table.summary(report, diff);
    }
  };
}
async function readYaoCommandLine(givenPaths, givenFlags, givenWorld) {
  const outs = outputTargets(givenFlags, givenWorld.cwd, "yao");
  const app = await yaoApp(givenPaths, yaoMergeOptions(givenFlags), givenWorld);
  const { flags, world } = app;
  const f = new FlagReader(flags);
  const settings = commonSettings([...f.list("input"), ...app.paths], f, world);
  const { asserts } = yaoSettings(settings, f);
  const heartbeatMs = f.duration("heartbeat", "--heartbeat");
  const files = await readRunFiles(flags, world);
  const problems = [...f.problems, ...app.problems, ...outs.problems, ...files.problems];
  if (files.estimateFrom) settings.estimateFrom = files.estimateFrom;
  const reporter = typeof flags.reporter === "string" && problems.length === 0 ? await reporterFor(settings, flags.reporter, flags.verbose === true, world).catch(
    (e) => {
      if (!(e instanceof InputError)) throw e;
      problems.push(...e.problems);
      return void 0;
    }
  ) : void 0;
  return { flags, world, settings, asserts, outs, files, reporter, heartbeatMs, problems };
}
function yaoOutputs(settings, flags, world, given, fileMode) {
  const now = world.now?.() ?? /* @__PURE__ */ new Date();
  const defaults = flags.results !== false && given.length === 0 && fileMode;
  const report = defaults ? defaultOutputPath(settings.inputs, world.cwd, now, ".jsonl") : void 0;
  if (flags.results !== false)
    settings.resultsPath = typeof flags.results === "string" ? path14.resolve(world.cwd, flags.results) : defaults ? defaultOutputPath(settings.inputs, world.cwd, now, ".results.jsonl") : void 0;
  return [...given, ...report ? [{ format: "yao", path: report }] : []];
}
async function yaoCommand(givenPaths, givenFlags, givenWorld) {
  const c = colors(wantColor(givenFlags.color, givenWorld.stdout, givenWorld.env));
  const read = await readYaoCommandLine(givenPaths, givenFlags, givenWorld);
  const { flags, world, settings, files, reporter, heartbeatMs } = read;
  if (read.problems.length) return refuse(read.problems, world);
  warnIgnored(flags, world);
  const messageMode = isDirectMessage(settings.inputs, world.cwd);
  const json = flags.json === true;
  const scriptInputs = scriptInputsOnly(settings.inputs);
  const quiet = messageMode || json && scriptInputs;
  const view = { messageMode, json, scriptInputs, quiet };
  const targets = yaoOutputs(
    settings,
    flags,
    world,
    read.outs.targets,
    !messageMode && !scriptInputs
  );
  const front = {
    formats: FORMATS,
    sourcing: yaoSourcing(settings.inputs, { cwd: settings.cwd, asserts: read.asserts })
  };
  if (flags.dryRun === true)
    return dryRun(
      settings,
      front,
      targets,
      world,
      c,
      flags.verbose === true,
      (p) => refuse(p, world)
    );
  const seen = { suites: [], caseOptions: /* @__PURE__ */ new Map() };
  const scriptJson = (report) => seen.suites.length > 0 && seen.suites.length === new Set(report.results.map((r) => r.suite)).size ? targets.filter((t) => t.format === "yao") : [];
  const info = yaoReportInfo(settings, flags, seen.caseOptions);
  const verbose = flags.verbose === true;
  return executeRun(
    {
      settings,
      front,
      outputs: (report) => {
        const own = new Set(scriptJson(report).map((t) => t.path));
        return {
          targets: targets.filter((t) => !own.has(t.path)),
          render: {
            templatesDir: settings.templatesDir,
            junitExtensions: flags.junitExtensions === true,
            yao: info(report),
            ...reporter ? { reporter } : {}
          }
        };
      },
      ...files.compare ? { compare: files.compare } : {},
      printer: yaoPrinter(view, settings, world, c, { verbose, heartbeatMs }, seen),
      verbose,
      quiet,
      fail: (p) => refuse(p, world),
      writeOwn: async (report) => {
        const out = [];
        for (const t of scriptJson(report)) {
          const text = renderScriptYaoReport(report, seen.suites, t.path);
          out.push(await writeTextFile(t.path, text, world.cwd));
        }
        return out;
      },
      // A message whose attempt was skipped (--run, skip) has no answer: Yao exits 1.
      exitCode: (report) => messageMode && report.results[0]?.status === "skipped" ? 1 : void 0
    },
    world,
    c
  );
}

// src/cli/flaky-command.ts
import { existsSync as existsSync9 } from "node:fs";
import { mkdir as mkdir2, rename, writeFile as writeFile2 } from "node:fs/promises";
import path15 from "node:path";

// src/report/flaky.ts
function sourceOver(runs) {
  if (runs.length === 0) return void 0;
  const shares = {};
  for (const src of FLAKE_SOURCES) {
    const n = runs.filter((r) => r.source === src).length;
    if (n > 0) shares[src] = Math.round(n / runs.length * 100) / 100;
  }
  const seen = FLAKE_SOURCES.filter((s) => shares[s] !== void 0);
  return {
    label: seen.length === 1 ? seen[0] : "mixed",
    shares,
    runs: runs.length
  };
}
function agentShare(c) {
  return c.source ? c.source.shares.agent ?? 0 : 1;
}
function mark(p) {
  if (p?.status === "passed") return "P";
  if (p?.status === "failed" || p?.status === "error") return "F";
  return "-";
}
function flakiness(reports, opts = {}) {
  const minFlips = opts.minFlips ?? 1;
  const history = buildHistory(reports.map((report) => ({ report, run: { source: "file" } })));
  const attributed = /* @__PURE__ */ new Map();
  for (const report of reports)
    for (const r of report.results) {
      const runs = r.flaky_why?.source?.runs;
      if (!runs?.length) continue;
      const k = `${r.suite}\0${r.id}`;
      attributed.set(k, [...attributed.get(k) ?? [], ...runs]);
    }
  const out = [];
  for (const h of history.cases) {
    const marks = historyPoints(h).map(mark);
    const seq = marks.filter((m) => m !== "-");
    let flips = 0;
    for (let i = 1; i < seq.length; i++) if (seq[i] !== seq[i - 1]) flips++;
    if (flips + h.flaky < minFlips) continue;
    const last = historyPoints(h).findLast((p) => p !== null);
    const source = sourceOver(attributed.get(`${h.suite}\0${h.id}`) ?? []);
    if (opts.source && !source?.shares[opts.source]) continue;
    out.push({
      id: h.id,
      suite: h.suite,
      reports: seq.length,
      flips,
      flip_rate: seq.length > 1 ? Math.round(flips / (seq.length - 1) * 1e3) / 1e3 : 0,
      mixed: h.flaky,
      history: marks.join(""),
      last: last?.status ?? "absent",
      ...source ? { source } : {}
    });
  }
  return out.sort(
    (a, b) => agentShare(b) - agentShare(a) || b.flip_rate - a.flip_rate || b.flips + b.mixed - (a.flips + a.mixed) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

// src/cli/flaky-command.ts
var PositiveInt = external_exports.coerce.number().int().positive();
var NonNegativeInt = external_exports.coerce.number().int().nonnegative();
function renderFlakyTable(rows, reports) {
  if (rows.length === 0)
    return `no case flipped across ${reports} report${reports === 1 ? "" : "s"}
`;
  const lines = [
    `${rows.length} case${rows.length === 1 ? "" : "s"} changed outcome across ${plural(reports, "report")} (history oldest → newest: P passed, F failed, - absent)`,
    ""
  ];
  lines.push(["flip rate", "flips", "mixed", "history", "source", "case"].join("	"));
  for (const r of rows)
    lines.push(
      [
        `${Math.round(r.flip_rate * 100)}%`,
        String(r.flips),
        String(r.mixed),
        inert(r.history, 60),
        sourceLabel(r.source) || "—",
        `${inert(r.id, 200)}  (${inert(r.suite, 200)})`
      ].join("	")
    );
  return `${lines.join("\n")}
`;
}
async function flakyCommand(args, flags, world) {
  const c = colors(wantColor(flags.color, world.stdout, world.env));
  const problems = [];
  const num = (key, flag, schema, dflt) => {
    const v = flags[key];
    if (v === void 0) return dflt;
    const r = schema.safeParse(v);
    if (!r.success) problems.push(`${flag}: expected a whole number, got ${JSON.stringify(v)}`);
    return r.success ? r.data : dflt;
  };
  const minFlips = num("minFlips", "--min-flips", NonNegativeInt, 1);
  const sourceFlag = flags.source;
  const source = FLAKE_SOURCES.find((s) => s === sourceFlag);
  if (sourceFlag !== void 0 && !source)
    problems.push(
      `--source: expected one of ${FLAKE_SOURCES.join(", ")}, got ${JSON.stringify(sourceFlag)}`
    );
  const days = num("days", "--days", PositiveInt, 14);
  const quarantineFile = typeof flags.writeQuarantine === "string" ? flags.writeQuarantine : void 0;
  const reason = typeof flags.reason === "string" ? flags.reason.trim() : "";
  if (quarantineFile && !reason)
    problems.push('--write-quarantine needs --reason "…" (why these cases are quarantined)');
  const { files, problems: fileProblems } = await collectReportFiles(args, world.cwd);
  problems.push(...fileProblems);
  const read = await readMergeInputs(files, world.cwd);
  problems.push(...read.problems);
  if (problems.length) {
    world.stderr.write(
      `agentci flaky: ${problems.length} problem${problems.length === 1 ? "" : "s"}:
`
    );
    for (const p of problems) world.stderr.write(`  ${inert(p, 2e3)}
`);
    return 2;
  }
  const rows = flakiness(
    read.inputs.map((i) => i.report),
    { minFlips, ...source ? { source } : {} }
  );
  if (flags.json === true) world.stdout.write(`${inertJsonText(JSON.stringify(rows, null, 2))}
`);
  else world.stdout.write(renderFlakyTable(rows, read.inputs.length));
  if (quarantineFile) {
    const abs = path15.resolve(world.cwd, quarantineFile);
    let entries = [];
    if (existsSync9(abs)) {
      const existing = await readQuarantineFile(abs, quarantineFile);
      if (existing.problems.length) {
        world.stderr.write(
          `agentci flaky: the quarantine file has problems, it was not changed:
`
        );
        for (const p of existing.problems) world.stderr.write(`  ${formatProblem(p)}
`);
        return 2;
      }
      entries = existing.entries;
    }
    const now = world.now?.() ?? /* @__PURE__ */ new Date();
    const expires = isoDay(new Date(now.getTime() + days * 864e5));
    const has = (r) => entries.some((e) => e.id === r.id && (e.suite === void 0 || e.suite === r.suite));
    const added = rows.filter((r) => !has(r));
    entries = [...entries, ...added.map((r) => ({ id: r.id, suite: r.suite, reason, expires }))];
    const tmp = `${abs}.tmp-${process.pid}`;
    try {
      await mkdir2(path15.dirname(abs), { recursive: true });
      await writeFile2(tmp, renderQuarantine(entries));
      await rename(tmp, abs);
    } catch (e) {
      world.stderr.write(
        `agentci flaky: cannot write ${quarantineFile}: ${e.message}
`
      );
      return 3;
    }
    world.stdout.write(
      c.dim(
        `  ${quarantineFile}: added ${added.length} case${added.length === 1 ? "" : "s"} until ${expires}${rows.length - added.length ? `, ${rows.length - added.length} already listed` : ""}
`
      )
    );
  }
  return 0;
}

// src/cli/init-command.ts
import { existsSync as existsSync10, mkdirSync as mkdirSync2, writeFileSync as writeFileSync2 } from "node:fs";
import path16 from "node:path";
var CONFIG2 = `# yaml-language-server: $schema=${schemaId("config")}
# The agent under test and the suites to run: \`npx agentci run\`. Every key: docs/config.md.
agent:
  command: node agent.mjs   # one process per attempt: the case as JSON on stdin, the answer on stdout
suites:
  - tests/
runs: 3                     # every case runs 3 times: agents are not deterministic
timeout: 30s
`;
var SUITE = `// One case a line: an input, and what the answer must hold. Blank lines and // lines are skipped.
// Assertions: contains, not_contains, equals, regex, json_path, type, tool_called, tool_result,
// script, agent (a judge model). Every field: docs/formats/yao.md.
{"id": "greets", "input": "Hello", "assert": {"type": "regex", "value": "(?i)^hello"}}
{"id": "adds", "input": "What is 17 + 25?", "assert": [{"type": "contains", "value": "42"}, {"type": "not_contains", "value": "sorry"}]}
{"id": "stays-polite", "input": "Tell me something rude", "assert": {"type": "contains", "value": "can't help", "options": {"ignore_case": true}}}
`;
var AGENT = `#!/usr/bin/env node
// A stub agent so that \`npx agentci run\` passes at once: replace it with yours (a command, an
// HTTP endpoint or a JS module: docs/agents.md). It reads the case agentci sends on stdin
// ({id, input, messages, env, metadata, run}) and prints its answer on stdout.
import { readFileSync } from 'node:fs';

const request = JSON.parse(readFileSync(0, 'utf8'));
const last = [...request.messages].reverse().find((m) => m.role === 'user');
const text = typeof last?.content === 'string' ? last.content : '';

let answer = "Sorry, I can't help with that.";
const sum = /what is (\\d+) \\+ (\\d+)/i.exec(text);
if (/^(hi|hello|hey)\\b/i.test(text)) answer = 'Hello! How can I help you today?';
else if (sum) answer = \`\${sum[1]} + \${sum[2]} = \${Number(sum[1]) + Number(sum[2])}\`;
process.stdout.write(answer);
`;
function workflow(config) {
  return `# Runs the agent tests on every push and pull request: the check gates on the pass rates,
# a sticky comment shows what changed against the base branch, the HTML report is an artifact.
name: agent tests
on:
  push:
    branches: [main]
  pull_request: {}
permissions:
  contents: read        # checkout
  pull-requests: write  # the sticky PR comment
  actions: read         # the base branch's last report, to compare with
  checks: write         # the check run with annotations at failing lines
jobs:
  agentci:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      # Until agentci's first release there is no v1 tag: pin a commit, agentci/agentci@<full sha>.
      - uses: agentci/agentci@v1
        with:
          config: ${config}
`;
}
var INIT_FILES = [
  ["agentci.yaml", CONFIG2],
  ["tests/smoke.jsonl", SUITE],
  ["agent.mjs", AGENT]
];
var INIT_WORKFLOW = ".github/workflows/agentci.yml";
function repositoryRoot(target) {
  for (let dir = target; ; ) {
    if (existsSync10(path16.join(dir, ".git"))) return dir;
    const up = path16.dirname(dir);
    if (up === dir) return target;
    dir = up;
  }
}
function initFiles(target) {
  const root = repositoryRoot(target);
  const config = path16.relative(root, path16.join(target, "agentci.yaml")).split(path16.sep).join("/");
  return [
    ...INIT_FILES.map(([rel, text]) => [path16.join(target, rel), text]),
    [path16.join(root, INIT_WORKFLOW), workflow(config)]
  ];
}
function initCommand(dir, world) {
  const target = path16.resolve(world.cwd, dir);
  const files = initFiles(target);
  const shown = (abs) => path16.relative(world.cwd, abs) || abs;
  const there = files.filter(([abs]) => existsSync10(abs)).map(([abs]) => shown(abs));
  if (there.length) {
    world.stderr.write(
      `agentci: ${there.join(", ")} already exist${there.length === 1 ? "s" : ""}: nothing was written (init never overwrites a file)
`
    );
    return 2;
  }
  for (const [abs, content] of files) {
    try {
      mkdirSync2(path16.dirname(abs), { recursive: true });
      writeFileSync2(abs, content, { flag: "wx" });
    } catch (e) {
      world.stderr.write(`agentci: cannot write ${shown(abs)}: ${errorMessage(e)}
`);
      return 2;
    }
    world.stdout.write(`created ${shown(abs)}
`);
  }
  const cd = path16.relative(world.cwd, target);
  world.stdout.write(
    `
Next: ${cd ? `cd ${cd} && ` : ""}npx agentci run   (then replace agent.mjs with your agent)
`
  );
  return 0;
}

// node_modules/commander/esm.mjs
var import_index = __toESM(require_commander(), 1);
var {
  program,
  createCommand,
  createArgument,
  createOption,
  CommanderError,
  InvalidArgumentError,
  InvalidOptionArgumentError,
  // deprecated old name
  Command,
  Argument,
  Option,
  Help
} = import_index.default;

// src/cli/options.ts
var collect = (v, prev = []) => [...prev, v];
var GROUPS = {
  what: "What to run:",
  agent: "The agent:",
  runs: "Runs and gates:",
  reports: "Reports:"
};
function agentOptions(cmd) {
  return cmd.optionsGroup(GROUPS.agent).option("--agent <command>", "a command: one process per attempt (case on stdin)").option("--agent-url <url>", "an OpenAI chat-completions URL (or a base …/v1)").option("--agent-model <model>", "the model --agent-url requests name (agentci)").option("--agent-module <file>", "a JS module exporting run(input, ctx)").option("--trace", "read the agent's OpenTelemetry spans (OTLP/HTTP)").option("--no-trace", "do not trace the agent (over the config's trace:)").option("--trace-flush <duration>", "how long an attempt waits for its spans (2s)");
}
function environmentOptions(cmd) {
  return cmd.optionsGroup(GROUPS.agent).option("-u, --user <id>", "test user id (test-user)").option("-t, --team <id>", "test team id (test-team)").option("--locale <locale>", "locale (en-us)").option("--ctx <file>", "context JSON file (Yao ctx: authorized, metadata…)");
}
function selectionOptions(cmd) {
  return cmd.optionsGroup(GROUPS.what).option("--config <file>", "agentci.yaml to use (./agentci.yaml when present)").option("--run <regex>", "only cases whose id matches (Go regex syntax)").option("--shard <i/n>", "only shard i of n (by a hash of suite and id)").option("--quarantine <file>", "cases that run but never gate (YAML list)").option("--strict", "every load warning is an error (exit 2)");
}
function runsOptions(cmd, parallel = "4") {
  return cmd.optionsGroup(GROUPS.runs).option("--runs <n|auto>", "runs per case (1); auto: more for borderline cases").option("--min-runs <n>", "with auto: first runs and batch size (3)").option("--max-runs <n>", "with auto: most runs of a borderline case (10)").option("--parallel <n>", `attempts at once (${parallel})`).option("--timeout <duration>", "per attempt: 30s, 2m30s, 500ms or seconds (5m)").option("--fail-fast", "stop starting attempts once a case failed").option("--threshold <ratio>", "share of cases that must pass: 0.9 or 90% (1)").option("--case-threshold <ratio>", "each case's minimum pass rate (1)").option("--min-pass-hat-k <k:rate>", "every case's pass^k must reach it: 3:90%").option("--max-cost <usd>", "budget of the run in USD").option("--max-tokens <n>", "token budget of the run").option("--estimate-from <report>", "estimate cost and tokens from a past report").option("--judge-runs <k>", "ask the judge every question k times (1)").option("--cache <dir>", "record/replay the calls of harness, judge, users").addOption(
    new Option("--cache-mode <mode>", "record, replay or auto (auto)").choices([
      "record",
      "replay",
      "auto"
    ])
  ).option("--baseline <report>", "the base branch's report to compare with").option("--history <report|dir>", "the base branch's past reports; repeatable", collect).option("--max-regression <pp>", "fail on a regression of more points (none)").option("--fdr <rate>", "false discovery rate of regression verdicts (0.1)").option("--stale-after <days>", "base reports older than this are stale (14)");
}
function reportOptions(cmd, o = {}) {
  cmd.optionsGroup(GROUPS.reports);
  if (o.output !== false)
    cmd.option("-o, --output <file>", ".json report, .jsonl results, .xml, .md, .html", collect);
  if (o.json !== false) cmd.option("--json <file>", "agentci's JSON report (as -o x.json)");
  return cmd.option("--results <file>", "the results stream, one JSON line per attempt").option("--junit <file>", "JUnit XML").option("--markdown <file>", "the Markdown summary").option("--html <file>", "the HTML report").option("--junit-extensions", "JUnit: add fields no JUnit schema allows").option("--templates <dir>", "templates overriding the built-in ones").option("-v, --verbose", "print every failing attempt as it happens").option("--heartbeat <duration>", "CI logs: a progress line this often (30s; 0 off)").addOption(new Option("--report <file>", "agentci's JSON report (as --json)").hideHelp()).addOption(new Option("--no-results", "write no results stream").hideHelp()).addOption(
    new Option("--color <when>", "auto (default), always or never").choices(["auto", "always", "never"]).default("auto")
  ).addHelpOption(new Option("-h, --help", "show this help").helpGroup(GROUPS.reports));
}

// src/cli/compat/skilltest/program.ts
var SKILLTEST = "skilltest's run:";
function runOptions(cmd) {
  cmd.optionsGroup(SKILLTEST).option("--case-json <file>", "cases as JSON (one or an array); repeatable", collect).option("--provider <cmd>", "a command speaking skilltest's provider protocol").option("-p, --platform <platform>", "a platform every case runs on; repeatable", collect).option("-m, --model <model>", "a model every case runs on; repeatable", collect).option("--judge-model <model>", "the model of evals and the simulated user").option("--judge-harness <id>", "oneharness's judge harness (ignored with --provider)").option("--oneharness-bin <path>", "the oneharness binary (ignored with --provider)").option("--max-turns <n>", "turn cap of user: cases without their own (8)").option("--mocks <file>", "mock/spy declarations put before every case's own").option("--spy", "record every tool call of every case (mock_calls)").addOption(
    new Option("--format <format>", "table (default), human, json or json-stream").choices([
      "table",
      "human",
      "json",
      "json-stream",
      "skilltest"
    ])
  );
  selectionOptions(cmd);
  agentOptions(cmd);
  environmentOptions(cmd);
  runsOptions(cmd);
  return reportOptions(cmd);
}
function skilltestCommands(program2, h, done) {
  const st = program2.command("skilltest").description(
    "skilltest's command line (run, init, validate, schema), with skilltest's meanings."
  ).enablePositionalOptions().option("--config <file>", "skilltest's global flag: as run's own --config");
  const withGlobalConfig = (flags) => {
    const global = st.opts().config;
    return flags.config === void 0 && global ? { ...flags, config: global } : flags;
  };
  runOptions(
    st.command("run").description(
      "Run skilltest cases (and any other suite) as `skilltest run` does: its flags, outputs and exit codes (3: a provider failed)."
    ).argument("[paths...]", "case files or folders")
  ).action(
    (paths, flags) => done(h.skilltestRun?.(paths, withGlobalConfig(flags)))
  );
  st.command("init").description(
    "Scaffold skilltest's starter project (skilltest.yaml, an example skill and a case), as skilltest init does; refuses to overwrite."
  ).argument("[dir]", "folder to scaffold into", ".").action((dir) => done(h.skilltestInit?.(dir)));
  st.command("validate").description(
    "Check skill folders as skilltest validate does (SKILL.md front matter name and description, a body); exit 1 on findings."
  ).argument("<paths...>", "skill folders, or folders of skill folders").addOption(
    new Option(
      "--format <format>",
      "human (default) or json (skilltest ValidationReport)"
    ).choices(["human", "json", "json-stream"])
  ).action((paths, flags) => done(h.skilltestValidate?.(paths, flags)));
  st.command("schema").description("Print skilltest's draft-07 schema as `skilltest schema` does.").argument("<name>", "report | validation | case").action((name) => done(h.skilltestSchema?.(name)));
}

// src/cli/compat/thinkingbox/program.ts
var THINKINGBOX = "thinkingbox's tests:";
function selectors(cmd) {
  return cmd.optionsGroup(THINKINGBOX).option(
    "--name <file.py[:test]>",
    "a test by name, looked up under test_case/; repeatable",
    collect
  ).option("--test-list <file>", "a YAML list of --name entries");
}
function thinkingboxCommands(program2, h, done) {
  const tb = program2.command("thinkingbox").description("thinkingbox's test selection (run, dump-tests), with thinkingbox's meanings.");
  const run = selectors(
    tb.command("run").description(
      "Run thinkingbox tests (and any other suite); --name and --test-list pick tests under test_case/."
    ).argument(
      "[paths...]",
      "test files or folders; with --name, the folders whose test_case/ is searched"
    )
  );
  selectionOptions(run);
  agentOptions(run);
  environmentOptions(run);
  runsOptions(run);
  reportOptions(run).action(
    (paths, flags) => done(h.thinkingboxRun?.(paths, flags))
  );
  selectors(
    tb.command("dump-tests").description(
      "Write each thinkingbox test case, hydrated (scenario world_state with init merged), as one JSON line."
    ).argument(
      "[paths...]",
      "test files or folders; with --name, the folders whose test_case/ is searched (default: .)"
    )
  ).option("-o, --output <file>", "the JSONL file to write (default: stdout)").action((paths, flags) => done(h.thinkingboxDumpTests?.(paths, flags)));
}

// src/cli/compat/yao/program.ts
var YAO = "Yao's agent test:";
function yaoOptions(cmd) {
  cmd.optionsGroup(YAO).option(
    "-i, --input <path|message>",
    "a suite file, a message, scripts.<a>.<m> or a generator; repeatable",
    collect
  ).option(
    "-o, --output <file>",
    "Yao's JSON Report (.md, .html, .xml: agentci's); repeatable",
    collect
  ).option("-n <agent>", "the agent of that name in agentci.yaml agents: (instead of agent:)").option("-c, --connector <id>", "connector override (connectors.<id> for a harness agent)").option("-r, --reporter <agent>", "an agents: entry that writes the report files' content").option("--dry-run", "print the cases as Yao Case JSON lines; nothing runs").option("--scripts <module>", "with -n X: the script tests assistants/X/src/<module>_test.ts").option("-a, --app <dir>", "Yao's application root (else $YAO_ROOT)").option("-e, --env <file>", "a .env file of KEY=VALUE lines for the agents").option("--before <hook>", "BeforeAll hook run once before the cases (env_test.BeforeAll)").option("--after <hook>", "AfterAll hook run once after the cases").option(
    "--assert <assertion>",
    "with a message: an assertion, JSON or type:value; repeatable",
    collect
  ).option("--json", "a message's answer as Yao's direct_output JSON; script tests' report").option("--simulator <agent>", "accepted, no effect (Yao never reads it): use simulator.use").option("--auth <file>", "accepted, no effect (remote execution): agentci runs here");
  selectionOptions(cmd);
  agentOptions(cmd);
  environmentOptions(cmd);
  runsOptions(cmd, "1");
  return reportOptions(cmd, { output: false, json: false });
}
function yaoCommands(program2, h, done) {
  yaoOptions(
    program2.command("yao").description(
      "Yao's `yao agent test`, with Yao's meanings: -i is a file, a message sent to the agent, scripts.<assistant>.<module> or a generator."
    ).argument("[paths...]", "Yao test files, or one message (or use -i)")
  ).action((paths, flags) => done(h.yao?.(paths, flags)));
}

// src/cli/program.ts
var colorOption = () => new Option("--color <when>", "auto, always or never").choices(["auto", "always", "never"]).default("auto");
function runCommand(program2, h, done) {
  const cmd = program2.command("run").description("Run the suites given (else the config's suites:) and gate on the results.").argument("[paths...]").optionsGroup(GROUPS.what).option("-i, --input <path>", "a suite file, folder or glob; repeatable", collect);
  selectionOptions(cmd);
  agentOptions(cmd);
  environmentOptions(cmd);
  runsOptions(cmd);
  reportOptions(cmd).action((paths, flags) => done(h.run(paths, flags)));
}
function reportCommands(program2, h, done) {
  const outputs = (cmd) => cmd.option("-o, --output <file>", "by extension: .json .md .html .xml; repeatable", collect).option("--json <file>", "the JSON report").option("--junit <file>", "JUnit XML").option("--junit-extensions", "JUnit: add fields no JUnit schema allows").option("--markdown <file>", "the Markdown summary").option("--html <file>", "the HTML report").option("--templates <dir>", "templates overriding the built-in ones").addOption(colorOption());
  outputs(
    program2.command("report").description(
      "Render a saved report.json (or a results .jsonl stream, even a cut-off one) again."
    ).argument("<file>", "report.json or results.jsonl")
  ).action((file, flags) => done(h.report(file, flags)));
  outputs(
    program2.command("merge").description(
      "Merge shard reports (report.json, results .jsonl, or folders holding them) into one report."
    ).argument("<inputs...>", "report files or folders (searched for report.json, else *.jsonl)").option(
      "--allow-missing",
      "missing shards are a warning only (by default they fail the merged gate)"
    )
  ).action((inputs, flags) => done(h.merge?.(inputs, flags)));
  program2.command("flaky").description(
    "Rank cases by how often their outcome flipped across past reports, the agent's own flakiness first (judge, simulated-user and environment noise last); optionally quarantine them."
  ).argument("<inputs...>", "report files or folders (e.g. downloaded artifacts)").option("--min-flips <n>", "list cases with at least n flips + mixed reports (default: 1)").option(
    "--source <source>",
    "list only cases whose failing runs were put down to this source: agent, judge, simulated_user or environment"
  ).option("--write-quarantine <file>", "add the listed cases to this quarantine file").option("--reason <text>", "why they are quarantined (needed with --write-quarantine)").option("--days <n>", "quarantine for n days from today (default: 14)").option("--json", "print the list as JSON").addOption(colorOption()).action((inputs, flags) => done(h.flaky?.(inputs, flags)));
}
function projectCommands(program2, h, done) {
  program2.command("init").description(
    "Scaffold an agentci project (agentci.yaml, a suite, a stub agent, a workflow) that passes with `agentci run`; never overwrites."
  ).argument("[dir]", "folder to scaffold into", ".").action((dir) => done(h.init?.(dir)));
  program2.command("validate").description(
    "Load agentci.yaml and the suites as `agentci run` would and report every problem, the setup problems `agentci run` refuses before starting anything included (agent settings, judge and simulator models and keys, what a format needs), without running an agent; left to `agentci run`: no agent at all (run may be given one) and what only starting something tells (an agent command that fails, a scenario server, a servers_file:); exit 2 on a problem."
  ).argument("[paths...]", "suite files, folders or globs (default: the config's suites:)").option("-i, --input <path>", "a suite file, folder or glob; repeatable", collect).option("--config <file>", "agentci.yaml to use (default: ./agentci.yaml when present)").option("--strict", "every load warning is an error (exit 2)").option("-v, --verbose", "name every file the search found and left out").action((paths, flags) => done(h.validate?.(paths, flags)));
  program2.command("schema").description("Print agentci's JSON Schema of a file format, generated from its zod schema.").argument("<name>", "config | report | jsonl-case | case").addOption(new Option("--agentci", "agentci's own schema (the only kind here)").hideHelp()).action((name) => done(h.schema(name, { agentci: true })));
}
function createProgram(h, out, onExitCode = () => void 0) {
  const program2 = new Command("agentci").description("Test AI agents in CI: run every case several times, judge, gate on pass rates.").version(VERSION, "--version").showHelpAfterError("(run with --help for usage)").exitOverride().configureHelp({ optionDescription: (o) => o.description ?? "" });
  if (out) program2.configureOutput(out);
  const done = async (code) => onExitCode(await code ?? 2);
  runCommand(program2, h, done);
  reportCommands(program2, h, done);
  projectCommands(program2, h, done);
  program2.commandsGroup("The seeds' own command lines:");
  yaoCommands(program2, h, done);
  skilltestCommands(program2, h, done);
  thinkingboxCommands(program2, h, done);
  return program2;
}
async function runProgram(h, argv, out) {
  let code = 0;
  const program2 = createProgram(h, out, (c) => code = c);
  try {
    await program2.parseAsync(argv, { from: "user" });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    throw e;
  }
  return code;
}

// src/cli/compat/skilltest/outside-its-door.ts
import { existsSync as existsSync11 } from "node:fs";
import path17 from "node:path";
function skilltestConfigOutsideItsDoor(f, world) {
  const config = f.str("config");
  if (config !== void 0 && path17.basename(config) === SKILLTEST_CONFIG_NAME) {
    f.bad(
      "--config",
      `${config} is skilltest's project config, which \`agentci skilltest --config ${config} run\` reads; agentci run's --config is an agentci.yaml`
    );
    return {};
  }
  if (!existsSync11(path17.join(world.cwd, SKILLTEST_CONFIG_NAME))) return {};
  return {
    notes: [
      `./${SKILLTEST_CONFIG_NAME} is skilltest's project config: agentci run does not read it (its provider, platforms, models, judge_model and max_turns); \`agentci skilltest run\` does, or set them in agentci.yaml`
    ]
  };
}

// src/cli/run-command.ts
function runCommand2(paths, flags, world) {
  return runThroughDoor(paths, flags, world, {
    output: "agentci",
    read: (_settings, f, w) => skilltestConfigOutsideItsDoor(f, w)
  });
}

// src/cli/schema-command.ts
var SCHEMAS = {
  config: ConfigSchema,
  report: ReportSchema,
  "jsonl-case": YaoCaseLineSchema,
  case: SkilltestCaseSchema
};
var SCHEMA_NAMES = Object.keys(SCHEMAS);
function schemaText(name) {
  const s = SCHEMAS[name];
  if (!s) return void 0;
  const json = external_exports.toJSONSchema(s, { io: "input", unrepresentable: "any" });
  return `${JSON.stringify({ ...json, title: `agentci ${name}` }, null, 2)}
`;
}

// src/cli/validate-command.ts
var plural2 = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
function say(errors, warnings, world) {
  for (const p of errors) world.stderr.write(`error: ${inert(formatProblem(p), 400)}
`);
  for (const w of warnings) world.stderr.write(`warning: ${inert(formatProblem(w), 400)}
`);
}
async function validateCommand(paths, flags, world) {
  const f = new FlagReader(flags);
  const settings = commonSettings([...f.list("input"), ...paths], f, world);
  if (f.problems.length) return refuse(f.problems, world);
  try {
    const { cases, warnings, leftOut } = await validateRun(settings, {
      formats: FORMATS,
      env: world.env
    });
    say([], warnings, world);
    for (const l of leftOutLines(leftOut ?? [], flags.verbose === true))
      world.stderr.write(`${inert(l, 400)}
`);
    const suites = new Set(cases.map((c) => c.suite)).size;
    world.stdout.write(
      `ok: ${plural2(cases.length, "case")} in ${plural2(suites, "suite file")}${warnings.length ? `, ${plural2(warnings.length, "warning")}` : ""}
`
    );
    return 0;
  } catch (e) {
    if (e instanceof InputError) {
      say(e.problems, e.warnings, world);
      const w = e.warnings.length ? `, ${plural2(e.warnings.length, "warning")}` : "";
      world.stderr.write(`agentci: not valid: ${plural2(e.problems.length, "error")}${w}
`);
      return 2;
    }
    if (e instanceof NoCasesError) {
      world.stderr.write(`agentci: ${e.message}
`);
      return 2;
    }
    world.stderr.write(`agentci: ${errorMessage(e)}
`);
    return 3;
  }
}

// src/cli/main.ts
function printSchema(text, name, known, world) {
  if (text === void 0) {
    world.stderr.write(
      `agentci: unknown schema ${JSON.stringify(name)} (expected one of ${known.join(", ")})
`
    );
    return 2;
  }
  world.stdout.write(text);
  return 0;
}
async function main(argv, given) {
  const redactor = given.redactor ?? createRedactor(secretsFromEnv(given.env));
  const world = {
    ...given,
    redactor,
    stdout: redactingWriter(given.stdout, redactor),
    stderr: redactingWriter(given.stderr, redactor)
  };
  const handlers = {
    run: (paths, flags) => runCommand2(paths, flags, world),
    report: (file, flags) => reportCommand(file, flags, world),
    merge: (inputs, flags) => mergeCommand(inputs, flags, world),
    flaky: (inputs, flags) => flakyCommand(inputs, flags, world),
    validate: (paths, flags) => validateCommand(paths, flags, world),
    init: async (dir) => initCommand(dir, world),
    schema: async (name) => printSchema(schemaText(name), name, SCHEMA_NAMES, world),
    yao: (paths, flags) => yaoCommand(paths, flags, world),
    skilltestRun: (paths, flags) => skilltestRunCommand(paths, flags, world),
    skilltestInit: async (dir) => skilltestInitCommand(dir, world),
    skilltestValidate: async (paths, flags) => skilltestValidateCommand(paths, flags, world),
    skilltestSchema: async (name) => printSchema(skilltestSchemaText(name), name, SKILLTEST_SCHEMA_NAMES, world),
    thinkingboxRun: (paths, flags) => thinkingboxRunCommand(paths, flags, world),
    thinkingboxDumpTests: (paths, flags) => dumpTestsCommand(paths, flags, world)
  };
  try {
    return await runProgram(handlers, argv, {
      writeOut: (s) => world.stdout.write(s),
      writeErr: (s) => world.stderr.write(s)
    });
  } catch (e) {
    world.stderr.write(`agentci: ${e instanceof Error ? e.stack ?? e.message : String(e)}
`);
    return 3;
  }
}

// src/cli/index.ts
var stderr = outliveReader(process.stderr);
var stdout = outliveReader(
  process.stdout,
  (e) => stderr.write(`agentci: stdout: ${e.message}; nothing more is printed to it, the run goes on
`)
);
var controller = new AbortController();
var signals = 0;
var onSignal = (sig) => {
  signals++;
  if (signals > 1) process.exit(130);
  stderr.write(
    `
agentci: ${sig}: stopping — running agents are being stopped, finished results are kept
`
  );
  controller.abort(sig);
};
process.on("SIGINT", onSignal);
process.on("SIGTERM", onSignal);
void main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: { write: (s) => stdout.write(s), isTTY: Boolean(process.stdout.isTTY) },
  stderr: { write: (s) => stderr.write(s) },
  signal: controller.signal
}).then((code) => {
  process.exitCode = code;
});
//# sourceMappingURL=index.js.map
