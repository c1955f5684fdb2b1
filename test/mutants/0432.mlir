%0 = "foo.compute"(): () -> (si32)
%_1 = "z.nop"(%0) <{b0= i128, "quoted key 1"= 2.5e-3 : f16}>: (si32) -> memref<?x2xf64, strided<[?, 23], offset: 14>> loc(callsite("src/x.py":445:304 at "name"))
%2 = "foo.compute"(%_1): (memref<?x2xf64, strided<[?, 23], offset: 14>>) -> i32
%value3:2 = "z.nop"(%2, %0, %2) {a0= @"x y"::@"x y", my.k1= dense_resource<weights0> : tensor<5xf32>, sym_name2= affine_set<(d0, d1, d2) : (6 * (d2 * 2) >= (3) mod 2, d0 * 5 + (d2) ceildiv 3 >= 0)>, "quoted key 3"}: (i32, si32, i32) -> (none, f32) loc("f":54:0)
%x4 = "z.nop"(%value3#1, %_1): (f32, memref<?x2xf64, strided<[?, 23], offset: 14>>) -> tensor<?x5xi7> loc("op.1")
%5:2 = "bar.yield"(%2) {z90= 0xFE : f8E4M3}: (i32) -> (i1, !x.v<"x y", 17, <{"x y"}, abc>>)
%value6 = "foo.bar.baz"(%5#1) {b0= 0.544 : f128, "quoted key 1"= #x.a<i8 , -2 , {"x y", 11}>, value2}: (!x.v<"x y", 17, <{"x y"}, abc>>) -> tensor<50x2xi64>
%value6 = "foo.bar.baz"(%5#1) {b0= 0.544 : f128, "quoted key 1"= #x.a<i8 , -2 , {"x y", 11}>, value2}: (!x.v<"x y", 17, <{"x y"}, abc>>) -> tensor<50x2xi64>

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x040000007B05E9FDDA2A2AF3AE9F80342C0A3C2DE95B193D"
    }
  }
#-}
