-- PATCH one vehicle per request, alternating between two valid sets of values. The odometer is
-- left alone: a lower one is refused (it never goes backwards) and a higher one records a reading,
-- which the work order scenarios measure.
-- Arguments: vehicle id.
local counter = 0
local id = ""

init = function(args)
  id = args[1]
end

request = function()
  counter = counter + 1
  local body
  if counter % 2 == 0 then
    body = '{"color":"Red","notes":"Brake pads checked."}'
  else
    body = '{"color":"Dark blue","notes":"Oil changed."}'
  end
  return json_request("PATCH", "/api/collections/vehicles/records/" .. id, body)
end
