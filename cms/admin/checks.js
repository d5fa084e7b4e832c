/*
 * Checks that compare two fields of an entry, which Decap's field settings (required,
 * pattern, min) cannot express. Decap runs preSave handlers before it writes a file; a
 * handler that throws stops the save, and the admin shows the error's message in a red
 * notice ("Failed to persist entry: ..."). The site's build checks the same things, in the
 * same words, so an editor meets a mistake here before the build does.
 */
(function () {
  'use strict';

  var RULES = ['licence', 'minimumAge', 'helmet', 'speedLimit', 'where', 'parking'];
  /** The fields a confirmed rule must state, as the city pages build their sentences. */
  var VALUE_FIELDS = {
    licence: ['required'],
    minimumAge: ['years'],
    helmet: ['law'],
    speedLimit: ['value', 'unit'],
    where: ['roads', 'bikeLanes', 'pavements'],
    parking: ['rule'],
  };

  function isEmpty(value) {
    return value === undefined || value === null || value === '';
  }

  /** What is wrong with an opening, as sentences naming the field. */
  function jobProblems(job) {
    var problems = [];
    if (job.datePosted && job.validThrough && job.validThrough < job.datePosted)
      problems.push(
        'validThrough: the closing date (' +
          job.validThrough +
          ') is before the posting date (' +
          job.datePosted +
          ').',
      );
    var salary = job.salary || {};
    if (typeof salary.min === 'number' && typeof salary.max === 'number' && salary.max < salary.min)
      problems.push(
        'salary.max: the highest pay (' +
          salary.max +
          ') is below the lowest (' +
          salary.min +
          ').',
      );
    return problems;
  }

  /** What is wrong with a city's rules and sources, as sentences naming the field. */
  function cityProblems(city) {
    var problems = [];
    var ids = (city.sources || []).map(function (source) {
      return source.id;
    });
    function checkSources(path, sources) {
      if (!sources || sources.length === 0)
        problems.push(path + '.sources: a confirmed rule needs at least one source.');
      (sources || []).forEach(function (id) {
        if (ids.indexOf(id) === -1)
          problems.push(
            path + '.sources: "' + id + '" is not the id of one of this city\u2019s sources.',
          );
      });
    }
    var rules = city.rules || {};
    RULES.forEach(function (name) {
      var rule = rules[name] || {};
      var path = 'rules.' + name;
      if (rule.status !== 'confirmed') return;
      VALUE_FIELDS[name].forEach(function (field) {
        if (isEmpty(rule[field]))
          problems.push(path + '.' + field + ': a confirmed rule needs it.');
      });
      if (name === 'helmet' && rule.law === 'compulsory-under-age' && isEmpty(rule.underAge))
        problems.push(path + '.underAge: needed when helmets are compulsory under an age.');
      checkSources(path, rule.sources);
    });
    (rules.local || []).forEach(function (rule, index) {
      checkSources('rules.local[' + index + ']', rule.sources);
    });
    return problems;
  }

  var CHECKS = { jobs: jobProblems, cities: cityProblems };

  window.CMS.registerEventListener({
    name: 'preSave',
    handler: function (event) {
      var entry = event.entry;
      var check = CHECKS[entry.get('collection')];
      if (!check) return entry.get('data');
      var problems = check(entry.get('data').toJS());
      if (problems.length > 0) throw new Error(problems.join(' '));
      return entry.get('data');
    },
  });
})();
