#loc0 = loc("dir/with space.c":42:14 to 44:47)
#loc1 = loc(callsite(fused<"meta">["":373:476, #loc0] at callsite("":20:457 at "a.mlir":4294967295:153)))

%arg0 = "a.b"() ({
^b0(%$1: vector<[4]x16x10 x si1024> loc("src/x.py":211:14), %2: f8E3M4 loc("":132:4294967295)):
	"bar.yield"(%$1, %$1, %$1) <{sym_name0= distinct[1]<@"with\"quote">}> {}  : (vector<[4]x16x10 x si1024>, vector<[4]x16x10 x si1024>, vector<[4]x16x10 x si1024>) -> ()
	%3 = "bar.yield"(%2): (f8E3M4) -> (memref<303x4x6xf16, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>)
})	: () -> memref<?xi24, 5> loc(#loc1)
"a.b"(%arg0, %arg0)<{b0= affine_map<(d0)[s0, s1] -> (((d0) ceildiv 5) floordiv 4, -((s0) ceildiv 4))>, foo.k1= complex<i17>, x2= affine_map<(d0, d1, d2)[s0, s1] -> ()>}> ({
}, {
	%4 = "foo.op"(%arg0): (memref<?xi24, 5>) -> complex<f64>
}): (memref<?xi24, 5>, memref<?xi24, 5>) -> ()
"foo.bar.baz"(%arg0, %arg0, %arg0) {foo.k0= affine_map<(d0, d1, d2)[s0, s1] -> ()>, z91= 26 : f64}: (memref<?xi24, 5>, memref<?xi24, 5>, memref<?xi24, 5>) -> ()
%value5 = "x.y"(%arg0, %arg0, %arg0) {}: (memref<?xi24, 5>, memref<?xi24, 5>, memref<?xi24, 5>) -> f8E4M3FN
