!t0 = complex<i16>
#x_y0 = 16777215: i24

%0 = "foo.bar"()<{z90= true, _u1, attr2= 1: ui1}>: () -> memref<42xcomplex< 
 i8>, "gpu"> loc("a.mlir":24:18 to 25:29)
%1 = "foo.op"(%0, %0, %0): (memref<42xcomplex< 
 i8>, "gpu">, memref<42xcomplex< 
 i8>, "gpu">, memref<42xcomplex< 
 i8>, "gpu">) -> ui1 loc("f":9)
%r2:3 = "bar.yield"(%0, %1): (memref<42xcomplex< 
 i8>, "gpu">, ui1) -> (!t0, memref<3xi3, strided<[1]>, "shared">, vector<4x5xbf16>)
"foo.compute"(%1, %r2#0, %r2#2) ({
^bb0:
  "foo.op"(%r2#0)<{_u0, value1= #x_y0, _u2= false}> {"quoted key 0"}: (!t0) -> ()
  "foo.compute"(%1, %r2#2, %r2#1) {k$0, _u1= 455187555273377: i64, sym_name2}: (ui1, vector<4x5xbf16>, memref<3xi3, strided<[1]>, "shared">) -> () loc("a.mlir":22)
  "z.nop"() {k$0, "quoted key 1"= " 0", k$2= 0x7FF8000000000000 : f64}: () -> ()
}, {
  "x.y"()<{my.k0= ".0@b\\\t}{\"0a", my.k1= {value0= i64 , _u1= loc("dir/with space.c":97:54)}}>: () -> () loc(fused<"meta">[callsite("f":44:36 to 46:33 at "x"), "":431:391, "name"])
  "cfx.cond_br"(%r2#2)[^loop2, ^loop2]: (vector<4x5xbf16>) -> ()
^loop2:
  "foo.br"(%r2#2, %r2#0, %1)[^loop2]<{}> ({
  ^3(%3: !my_dialect.a.b loc("a.mlir":26:473), %arg4: ui64 loc("a.mlir":375:310), %5: memref<*xf8E8M0FNU>):
    "a.b"(%5, %1, %5) {my.k0, b1= 0.0 : f32, value2= [f8E4M3FN, 30 : index, 0xD1460735C596AF24 : tensor<4xf32>, {z90, attr1= ui17}], d.k3= 0.0318152 : f8E5M2}: (memref<*xf8E8M0FNU>, ui1, memref<*xf8E8M0FNU>) -> ()
  }): (vector<4x5xbf16>, !t0, ui1) -> () loc("dir/with space.c":375:187)
}, {
  "bar.yield"() {}: () -> () loc("callee"("dir/with space.c":260:183)) // trailing comment
}): (ui1, !t0, vector<4x5xbf16>) -> ()
