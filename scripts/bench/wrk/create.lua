-- POST a new vehicle per request. Plates and VINs must be unique: each run gets its own tag
-- (four letters that VINs allow) and counts up. The body is the same for product and baseline;
-- `plate_key` is ignored by the product (its hooks set it) but the baseline has no hooks and
-- would otherwise store "" and trip the unique index from the second vehicle on.
-- Arguments: tag, category id.
local counter = 0
local tag = "ABCD"
local category = ""

init = function(args)
  tag = args[1]
  category = args[2]
end

request = function()
  counter = counter + 1
  local body = string.format(
    '{"plate":"W%s-%d","plate_key":"W%s%d","vin":"1%s%012d","make":"Volkswagen","model":"Golf",' ..
    '"year":2021,"category":"%s","status":"available","odometer":%d,"fuel":"diesel","color":"Blue"}',
    tag, counter, tag, counter, tag, counter, category, counter)
  return json_request("POST", "/api/collections/vehicles/records", body)
end
