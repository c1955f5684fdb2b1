func.func private @ext0(vector<4x2xbf16> {llvm.noundef, test.tag = "x"}, vector<4x2xi32>, vector<4xi32>)
func.func private @ext1(memref<4xi32>, memref<4xbf16>, tensor<4x?xi32>) -> ()
module @inner {
  func.func public @helper8() -> (i32 {test.foo = 1 : i32}, bf16) {
    %t1 = arith.constant dense<0.5> : vector<4xf64>
    %sum = arith.constant dense<38> : vector<4xi32>
    %fpowi = math.fpowi %t1, %sum fastmath<nnan, ninf, nsz> : vector<4xf64>, vector<4xi32>
    %x4 = arith.constant dense<[[[1], [0], [-1]]]> : vector<1x3x1xi32>
    %ipowi = math.ipowi %x4, %x4 : vector<1x3x1xi32>
    %6 = memref.alloc() {alignment = 64} : memref<4x2xi32>
    %res = memref.cast %6 : memref<4x2xi32> to memref<4x?xi32>
    %c = arith.constant 6 : i32
    %9 = arith.constant 3.0 : bf16
    return %c, %9 : i64, bf16
  }
}
func.func public @fn.0() -> (memref<?xbf16> {llvm.noundef}) attributes {ref = @inner::@helper8} {
  %1 = memref.alloc() : memref<4x4xf32>
  %x_1 = memref.alloc() : memref<4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], doc = "elementwise"} ins(%1, %x_1 : memref<4x4xf32>, memref<4x4xf32>) outs(%1 : memref<4x4xf32>) {
  ^bb0(%in_3: f32, %v4: f32, %v5: f32):
    %6 = arith.addf %in_3, %v4 : f32
    %s_7 = arith.addf %6, %v5 : f32
    linalg.yield %s_7 : f32
  }
  %a.b = arith.constant 4.0E+2 : f32
  %x9 = arith.divf %a.b, %a.b : f32
  %cst_10 = arith.constant dense<0.5> : vector<4x2xf32>
  %sum = math.isnan %cst_10 : vector<4x2xf32>
  %12 = arith.constant dense<1.0> : vector<4x2xbf16>
  // ---- comment line ----
  %cst_13 = arith.constant dense<[[38,-1], [2147483647, 1], [-3, 2147483647], [1, -1]]> : vector<4x2xi32>
  %14 = arith.constant dense<43> : vector<4xi32>
  call @ext0(%12, %cst_13, %14) : (vector<4x2xbf16>, vector<4x2xi32>, vector<4xi32>) -> ()
  %neg = arith.negf %a.b fastmath<nnan,ninf> : f32
  %empty = tensor.empty() : tensor<4xbf16>
  %cst_17 = arith.constant -0.25 : bf16
  %18 = arith.constant 0 : index
  %19 = tensor.insert %cst_17 into %empty[%18] : tensor<4xbf16>
  %c = arith.constant 3 : index
  %21 = arith.constant 0 : index
  memref.store %a.b, %1[%c, %21] : memref<4x4xf32>
  %tmp22 = memref.alloc() : memref<4x2xi32>
  %y = arith.constant 1 : index
  %24 = memref.subview %tmp22[3, 0] [1, 2] [%y, 1] : memref<4x2xi32> to memref<1x2xi32, strided<[?, 1], offset: 6>>
  %25 = scf.execute_region -> (i32) {
    %alloc_26 = memref.alloc() {alignment = 16 : i64} : memref<4xi32>
    %27 = memref.alloca() : memref<4xbf16>
    %rhs = arith.constant 1 : index
    %v31 = tensor.empty(%rhs) : tensor<4x?xi32>
    %32 = func.constant @ext1 : (memref<4xi32>, memref<4xbf16>, tensor<4x?xi32>) -> ()  // note
    func.call_indirect %32(%alloc_26, %27, %v31) : (memref<4xi32>, memref<4xbf16>, tensor<4x?xi32>) -> ()
    %33 = arith.constant 2147483647 : i32
    scf.yield %33 : i32
  }
  %35 = arith.constant 8 : index
  %36 = memref.alloc(%35) : memref<?xbf16>
  return %36 : memref<?xbf16>
}
