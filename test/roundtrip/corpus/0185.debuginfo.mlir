#distinct = distinct[0]<sparse<[[1, 1, 3], [2, 2, 2]], -1> : tensor<3x3x5xi8>>
#map = affine_map<(d0) -> (d0 * -2, 1, 2)>
#map1 = affine_map<() -> (2, 1, 0)>
"builtin.module"() ({
  "foo.op"() {a1 = f6E3M2FN, b0 = "\C3\A9a", "quoted key 2" = [#map, #map1, dense<[[[1, 53]], [[1, 20]], [[1, 0]], [[0, -1]]]> : tensor<4x1x2xi64>, 0x78 : f8E4M3]} : () -> () loc(#loc1)
  %0 = "x.y"() {attr0 = #distinct, b1 = f4E2M1FN} : () -> i32 loc(#loc2)
  "foo.bar.baz"(%0, %0) : (i32, i32) -> () loc(#loc3)
  %1 = "foo.compute"(%0, %0, %0) : (i32, i32, i32) -> si32 loc(#loc4)
}) : () -> () loc(#loc)
#loc = loc("0185.in.mlir":0:0)
#loc1 = loc("0185.in.mlir":3:1)
#loc2 = loc("0185.in.mlir":5:6)
#loc3 = loc("src/x.py":401:0)
#loc4 = loc("0185.in.mlir":7:9)

