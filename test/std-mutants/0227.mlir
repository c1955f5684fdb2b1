!tensor0 = tensor<4xf32>
!tensor1 = tensor<1xf32>
!vec2 = vector<4x1xi32>
!buf3 = memref<4x2xf32>
!vec4 = vector<8x3xf32>
!tensor5 = tensor<4x1xi32>

func.func @fn.0() {    // keep
    %1 = arith.constant 4611686018427387903 : index
    %x2 = arith.addi %1, %1 overflow<nsw> : index
    %y = arith.constant dense<-1> : vector<4x1xi16>
    %extui = arith.extui %y : vector<4x1xi16> to vector<4x1xi32>
    %cst = arith.constant -0.25 : f32
    %6 = arith.addf %cst, %cst fastmath<none> : f32
    %alloc = memref.alloc() : memref<1x1xf32>
    %x_1 = arith.constant 0 : index
    %tmp9 = arith.constant 0 : index
    memref.store %6, %alloc[%x_1, %tmp9] : memref<1x1xf32>
    %empty_10 = tensor.empty() : !tensor0

    %11 = arith.constant false
    cf.cond_br %11, ^b1, ^b1
^b1:
    %empty_12 = tensor.empty() : tensor<4x1xf32>
    %13 = arith.constant dense<[0.0]> : tensor<1xf32>
    %14 = linalg.reduce ins(%empty_12 : tensor<4x1xf32>) outs(%13 : !tensor1) dimensions = [0]
        (%15: f32, %16: f32) {
            %s_17 = arith.addf %15, %16 : f32
            linalg.yield %s_17 : f32
        }
    %19 = arith.constant dense<16> : !vec2
    %muli = arith.muli %extui, %19 : !vec2
    %x21 = arith.shli %11, %11 : i1
    %22 = memref.alloc() {alignment = 64} : memref<8xf32>
    %24 = memref.expand_shape %22 [[0, 1]] output_shape [4, 2] : memref<8xf32> into !buf3
    %v27 = arith.constant dense<1.000000e+00> : vector<8x3xf32>
    %cmp_28 = arith.cmpf ole, %v27, %v27 fastmath<reassoc,contract> : !vec4
    cf.cond_br %11, ^bb2, ^bb2
^bb2:
    %29 = tensor.from_elements %6, %6 : tensor<2xf32>
    %30 = arith.constant dense<12> : vector<8xindex>
    %31 = arith.subi %30, %30 overflow<none> : vector<8xindex>
    %32 = arith.constant dense<-0.25> : vector<8xbf16>
    %ceil_33 = math.ceil %32 fastmath<fast> : vector<8xbf16>
    %r_34 = scf.execute_region -> (i32) {
        %35 = tensor.empty() : !tensor5
        %a.b = arith.muli %35, %35 overflow<nsw, nuw> : tensor<4x1xi32>
        %v37:2 = scf.index_switch %x_1 -> f32, i32
        case 2 {
            %res = arith.constant 1 : i32
            scf.yield %6, %res : f32, i32
        }
        case 5 {
            %39 = arith.constant 1 : i32
            scf.yield %cst, %39 : f32, i32
        }
        default {
            %t40 = arith.constant 12 : i32
        }
        scf.yield %v37#1 : i32
    }
    func.return
}
