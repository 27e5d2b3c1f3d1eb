// Colours the loader shown before the console starts with the last theme's cookies.
(function () {
  var prefix = encodeURIComponent('Wallet Admin') + '-';
  var cookies = {};
  document.cookie.split('; ').forEach(function (pair) {
    var i = pair.indexOf('=');
    if (i > 0) cookies[pair.slice(0, i)] = decodeURIComponent(pair.slice(i + 1));
  });
  var bg = cookies[prefix + 'initial-loader-bg'];
  var color = cookies[prefix + 'initial-loader-color'];
  var root = document.documentElement.style;
  if (/^#[0-9a-f]{6}$/i.test(bg || '')) root.setProperty('--initial-loader-bg', bg);
  if (/^#[0-9a-f]{6}$/i.test(color || '')) root.setProperty('--initial-loader-color', color);
})();
