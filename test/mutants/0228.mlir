%0:2 = "foo.bar"()<{a0= array<f32: 4.1279e+20, 0x7FC00000, 2.5e-3, 100.0>, b1= @main::@"é"::@x.y, _u2= @a::@"line
break"::@_priv, "quoted key 3"= #x.p<[76,24]>}> ({
  "a.jump"()[^1]: () -> () loc("a.mlir":286:0)
^1():
  "a.jump"()[^bb2]: () -> () loc("":240:80)
^bb2(%1: i1024):
  "x.switch"(%1, %1)[^3, ^bb2]: (i1024, i1024) -> ()
^3():
  %2, %a.b3:3 = "foo.bar"(): () -> (memref<41x?x22xf6E2M3FN,  strided<[?, ?, 1]>>, tensor<1xui32>, memref<?xi32, affine_map<(d0) -> (d0)>, "local mem">, memref<4x61xi32, "shared">) loc(unknown)
}, {
^bb4(%4: tuple<i1,
    f64, i1>):
}): () -> (none, tuple<f16>) loc("a.mlir":34:7 to :7)
"foo.compute"(%0#0): (none) -> ()
"my_dialect.thing"(%0#1, %0#1) {}: (tuple<f16>, tuple<f16>) -> () loc(unknown) // trailing comment
%tmp_5, %6:2 = "foo.bar"(%0#1, %0#0, %0#0) {value0  = [affine_map<(i0, i1)[] -> ((i1) floordiv 8 + 8, ((i1) ceildiv 1) floordiv 4, ((5) floordiv 3) ceildiv 3)>, "\t/#{", -58: i8], _u1= distinct[1]<distinct[4]<#bar.a<{57}>>>,  k$2= [dense<457> : tensor<index>, array<f64: 100.0 , 0.3760982, 6.239, 5.4481e+16, -100.0>, array<i32: 212>]}: (tuple<f16>, none, none) -> (tf32, f32, complex<f32>)
