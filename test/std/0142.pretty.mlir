#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module attributes {test.module_note = "std"} {
  func.func private @ext0(i8 {test.foo = 1 : i32}, memref<1xi8> {llvm.noundef}, i32) -> (i32, i32 {llvm.noundef, test.tag = "x"})
  func.func private @ext1(memref<1xi8>) -> i32 attributes {test.kernel}
  func.func public @compute0(%arg0: vector<3x2x8xi8>, %arg1: i32, %arg2: i32 {llvm.noundef, test.tag = "x"}) {
    %cst = arith.constant dense<27> : vector<3xi64>
    %0 = math.absi %cst : vector<3xi64>
    %c7 = arith.constant 7 : index
    %c6 = arith.constant 6 : index
    %alloc = memref.alloc(%c7)[%c6] {alignment = 64 : i64} : memref<?x4xi8, #map>
    %cst_0 = arith.constant dense<0> : tensor<1xi16>
    %1 = arith.index_cast %cst_0 : tensor<1xi16> to tensor<1xindex>
    %cst_1 = arith.constant dense<1> : vector<8x1x8xi8>
    %2 = scf.while (%arg3 = %cst_1) : (vector<8x1x8xi8>) -> vector<8x1x8xi8> {
      %c70 = arith.constant 70 : index
      %c1 = arith.constant 1 : index
      %3 = arith.cmpi sle, %c70, %c1 : index
      scf.condition(%3) %cst_1 : vector<8x1x8xi8>
    } do {
    ^bb0(%arg3: vector<8x1x8xi8>):
      scf.yield %arg3 : vector<8x1x8xi8>
    }
    return
  }
  func.func @f1(%arg0: memref<3xf64> {llvm.noundef, test.tag = "x"}, %arg1: tensor<3xi32>, %arg2: vector<1xi32> {llvm.noundef}) {
    %cst = arith.constant dense<31> : vector<1xi64>
    %cst_0 = arith.constant dense<-8> : vector<1xi64>
    %sum, %overflow = arith.addui_extended %cst, %cst_0 : vector<1xi64>, vector<1xi1>
    %c54_i32 = arith.constant 54 : i32
    %cst_1 = arith.constant 3.000000e+00 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    cf.switch %c54_i32 : i32, [
      default: ^bb1(%cst_1 : f32),
      3: ^bb2(%c54_i32 : i32),
      4: ^bb1(%cst_2 : f32),
      6: ^bb1(%cst_1 : f32)
    ]
  ^bb1(%0: f32):  // 3 preds: ^bb0, ^bb0, ^bb0
    %c-1 = arith.constant -1 : index
    %1 = arith.cmpi ugt, %c-1, %c-1 : index
    %c1_i8 = arith.constant 1 : i8
    %2 = arith.select %1, %c1_i8, %c1_i8 : i8
    cf.cond_br %1, ^bb2(%c54_i32 : i32), ^bb2(%c54_i32 : i32)
  ^bb2(%3: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
    %cst_3 = arith.constant dense<44> : vector<8xi32>
    %4 = math.ipowi %cst_3, %cst_3 : vector<8xi32>
    return
  }
}

