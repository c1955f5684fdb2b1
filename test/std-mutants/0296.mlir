module {
  func.func private @ext0(i32, tensor<4x?xi16>) -> ()
  func.func private @ext1() -> ()
  func.func private @kernel_0(%1: vector<4x4xi16>, %arg: vector<8x8xi32>, %sum: i32 {test.foo = 1 : i32}) -> (memref<4x4xindex> {llvm.noundef}, tensor<8x8xi16>) {
    %t4 = memref.alloc() : memref<8x1xf64>
    %5 = memref.alloc() : memref<1x8xf64>
    %alloca_6 = memref.alloca() : memref<8x8xf64>
    linalg.matmul ins(%t4, %5 : memref<8x1xf64>, memref<1x8xf64>) outs(%alloca_6 : memref<8x8xf64>)
    %acc = arith.constant true
    %extsi_8 = arith.extsi %acc : i1 to i16
    %9 = arith.constant dense<60> : vector<8x8xi8>
    %res = arith.cmpi ugt, %9, %9 : vector<8x8xi8>
    %cmp_12 = arith.cmpi ne, %sum, %sum : i32
    %a.b = arith.constant 100.0 : bf16
    scf.while (%14 = %a.b, %16 = %sum) : (bf16, i32) -> () {
      %c = arith.constant -1 : index
      %18 = arith.minsi %c, %c : index
      %22 = arith.constant -1 : i32
      %rhs = arith.cmpi ule, %sum, %22 : i32
      scf.condition(%rhs)
    }
    %x34 = arith.constant 100.0 : f32
    %neg_35 = arith.negf %x34 : f32
    %36 = arith.constant 0 : index
    %37 = memref.dim %5, %36 : memref<1x8xf64>
    // ---- comment line ----
    %y = arith.constant dense<2.5> : tensor<8x4xf64>
    %empty = tensor.empty() : tensor<8xf64>
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%y, %y : tensor<8x4xf64>, tensor<8x4xf64>) outs(%empty : tensor<8xf64>) {
    ^bb0(%41: f64, %42: f64, %in: f64):
      %s = arith.addf %41, %42 : f64
      %46 = arith.addf %s, %in : f64
      linalg.yield %46 : f64
    } -> tensor<8xf64>
    %tmp48 = arith.constant 1.5e-1 : f32
    %49 = memref.alloc() : memref<4x4xindex>
    %empty_50 = tensor.empty() : tensor<8x8xi16>
    return %49, %empty_50 : memref<4x4xindex>, tensor<8x8xi16>
  }
}
